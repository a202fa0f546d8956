import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
} from "@innovatehub/domain";
import { inquiryFieldCopy } from "@innovatehub/content/site";
import type { FieldConfig } from "../fields";

export const nameField = {
  type: "text",
  name: "name",
  required: true,
  autoComplete: "name",
  maxLength: NAME_MAX_LENGTH,
  ...inquiryFieldCopy.name,
} as const satisfies FieldConfig<"name">;

export const emailField = {
  type: "email",
  name: "email",
  required: true,
  autoComplete: "email",
  maxLength: EMAIL_MAX_LENGTH,
  ...inquiryFieldCopy.email,
} as const satisfies FieldConfig<"email">;

export const phoneField = {
  type: "tel",
  name: "phone",
  required: true,
  autoComplete: "tel",
  maxLength: PHONE_MAX_LENGTH,
  ...inquiryFieldCopy.phone,
} as const satisfies FieldConfig<"phone">;

export const optionalCompanyField = {
  type: "text",
  name: "company",
  required: false,
  autoComplete: "organization",
  maxLength: SHORT_TEXT_MAX_LENGTH,
  ...inquiryFieldCopy.company,
} as const satisfies FieldConfig<"company">;

export const subscribeField = {
  type: "checkbox",
  name: "subscribe",
  required: false,
  ...inquiryFieldCopy.subscribe,
} as const satisfies FieldConfig<"subscribe">;

/** A fresh copy of the shared fields' empty values. */
export function inquiryBaseDefaultsFor() {
  return { name: "", email: "", phone: "", subscribe: false };
}
