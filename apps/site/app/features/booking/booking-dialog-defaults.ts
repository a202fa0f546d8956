import type { Duration, MeetingType } from "@innovatehub/content";

/** What a trigger may prefill (spec section 2 "Booking dialog"). */
export type BookingDialogDefaults = {
  meetingType?: MeetingType;
  duration?: Duration;
  topic?: string;
  name?: string;
  email?: string;
  company?: string;
};
