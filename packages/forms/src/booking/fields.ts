import {
  EMAIL_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
} from "@innovatehub/domain";
import { bookingDialog, TEXTAREA_ROWS } from "@innovatehub/content/site";
import { durationOptions, meetingTypeOptions } from "@innovatehub/content/shared";
import type { FormFieldConfig } from "../fields";
import type { BookingInput } from "./schema";

const copy = bookingDialog.fields;

/**
 * The custom booking form's fields in order (docs/product.md §2.16). The day and the time are drawn by the form's
 * slot picker; the engine holds their values and those of the two choices.
 */
export const bookingFields = [
  {
    type: "text",
    name: "name",
    required: true,
    autoComplete: "name",
    maxLength: NAME_MAX_LENGTH,
    ...copy.name,
  },
  {
    type: "email",
    name: "email",
    required: true,
    autoComplete: "email",
    maxLength: EMAIL_MAX_LENGTH,
    ...copy.email,
  },
  {
    type: "text",
    name: "company",
    required: false,
    autoComplete: "organization",
    maxLength: SHORT_TEXT_MAX_LENGTH,
    ...copy.company,
  },
  {
    type: "tel",
    name: "phone",
    required: false,
    autoComplete: "tel",
    maxLength: PHONE_MAX_LENGTH,
    ...copy.phone,
  },
  {
    type: "text",
    name: "topic",
    required: true,
    wide: true,
    maxLength: SHORT_TEXT_MAX_LENGTH,
    ...copy.topic,
  },
  { type: "choice", name: "meetingType", required: false, options: meetingTypeOptions, ...copy.meetingType },
  { type: "choice", name: "duration", required: false, options: durationOptions, ...copy.duration },
  { type: "custom", name: "date", required: true, label: copy.date.label },
  { type: "custom", name: "time", required: true, label: copy.time.label },
  {
    type: "textarea",
    name: "notes",
    required: false,
    rows: TEXTAREA_ROWS,
    maxLength: LONG_TEXT_MAX_LENGTH,
    ...copy.notes,
  },
] as const satisfies readonly FormFieldConfig<keyof BookingInput & string>[];
