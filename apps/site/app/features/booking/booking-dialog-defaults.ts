import type { Duration, MeetingType } from "@innovatehub/content";

/** What a trigger may prefill (docs/product.md §2.16). */
export type BookingDialogDefaults = {
  meetingType?: MeetingType;
  duration?: Duration;
  topic?: string;
  name?: string;
  email?: string;
  company?: string;
};
