import type { MeetingDuration, MeetingType } from "@innovatehub/domain";

/** What a trigger may prefill (docs/product.md §2.16). */
export type BookingDialogDefaults = {
  meetingType?: MeetingType;
  duration?: MeetingDuration;
  topic?: string;
  name?: string;
  email?: string;
  company?: string;
};
