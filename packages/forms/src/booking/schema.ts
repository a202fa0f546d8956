import {
  DEFAULT_MEETING_DURATION,
  DEFAULT_MEETING_TYPE,
  isValidDateKey,
  meetingDurations,
  EMAIL_MAX_LENGTH,
  meetingTypes,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  type MeetingDuration,
  type MeetingType,
} from "@innovatehub/domain";
import {
  BOOKING_DEFAULT_TOPIC,
  bookingDialog,
  validationMessages,
} from "@innovatehub/content/site";
import { z } from "../zod";
import { allowedCharacters, emailAddress, optionalLongText, optionalText } from "../schemas/common";
import { isOfferedSlot } from "./slots";

const missing = bookingDialog.messages.missingRequired;

function requiredBookingText(max: number) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: validationMessages.tooLong(max) })
    .pipe(allowedCharacters(max));
}

/**
 * The custom booking form (docs/product.md §2.16, §4, §5). Name, e-mail, topic, date and time are required; the
 * date is a Manila calendar day ("yyyy-MM-dd") and the time one of that day's offered slots ("HH:mm").
 */
export const bookingSchema = z
  .object({
    name: requiredBookingText(NAME_MAX_LENGTH),
    email: requiredBookingText(EMAIL_MAX_LENGTH).pipe(emailAddress()),
    company: optionalText(),
    phone: optionalText(PHONE_MAX_LENGTH),
    topic: requiredBookingText(SHORT_TEXT_MAX_LENGTH).default(BOOKING_DEFAULT_TOPIC),
    meetingType: z.enum(meetingTypes).default(DEFAULT_MEETING_TYPE),
    duration: z.enum(meetingDurations).default(DEFAULT_MEETING_DURATION),
    date: z.string({ error: missing }).refine(isValidDateKey, { error: missing }),
    time: z.string({ error: missing }).min(1, { error: missing }),
    notes: optionalLongText(),
  })
  .refine((values) => isOfferedSlot(values.date, values.time, values.duration), {
    error: bookingDialog.messages.invalidSlot,
    path: ["time"],
    when: (payload) => payload.issues.length === 0,
  });

export type BookingInput = z.input<typeof bookingSchema>;
export type BookingValues = z.output<typeof bookingSchema>;

export type BookingPrefill = {
  meetingType?: MeetingType;
  duration?: MeetingDuration;
  topic?: string;
  name?: string;
  email?: string;
  company?: string;
};

/** The form's starting values; any trigger may pass a meeting type, a topic and a name, e-mail and company. */
export function bookingDefaults(prefill: BookingPrefill = {}): Required<BookingInput> {
  return {
    name: prefill.name ?? "",
    email: prefill.email ?? "",
    company: prefill.company ?? "",
    phone: "",
    topic: prefill.topic ?? BOOKING_DEFAULT_TOPIC,
    meetingType: prefill.meetingType ?? DEFAULT_MEETING_TYPE,
    duration: prefill.duration ?? DEFAULT_MEETING_DURATION,
    date: "",
    time: "",
    notes: "",
  };
}

type RequiredBookingFields = { name?: string; email?: string; date?: string; time?: string };

/** docs/product.md §5: submit stays disabled while name, e-mail, date or time is missing. */
export function hasRequiredBookingValues(values: RequiredBookingFields): boolean {
  return [values.name, values.email, values.date, values.time].every(
    (value) => value !== undefined && value.trim() !== "",
  );
}
