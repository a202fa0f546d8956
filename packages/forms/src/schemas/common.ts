import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  isMultiLineText,
  isSingleLineText,
  LONG_TEXT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
} from "@innovatehub/domain";
import { validationMessages } from "@innovatehub/content/site";
import { z } from "../zod";

/**
 * The characters a text may hold: a long text (a text area, over SHORT_TEXT_MAX_LENGTH) may break lines; a short
 * one is single-line. Neither may hold invisible or direction-changing characters (@innovatehub/domain text-rules).
 */
export function allowedCharacters(max: number) {
  const check = max > SHORT_TEXT_MAX_LENGTH ? isMultiLineText : isSingleLineText;
  return z.string().refine(check, { error: validationMessages.invisibleCharacters });
}

/** A text of at least `min` characters, with the spec's message, and a generous upper limit. */
export function requiredText(min: number, message: string, max: number = SHORT_TEXT_MAX_LENGTH) {
  return z
    .string({ error: message })
    .min(min, { error: message })
    .max(max, { error: validationMessages.tooLong(max) })
    .pipe(allowedCharacters(max));
}

/** An optional text: missing and blank both come out as `undefined`. */
export function optionalText(max: number = SHORT_TEXT_MAX_LENGTH) {
  return z
    .string()
    .max(max, { error: validationMessages.tooLong(max) })
    .pipe(allowedCharacters(max))
    .optional()
    .transform((value) => (value === undefined || value.trim() === "" ? undefined : value));
}

/** An e-mail address of the plain shape the database accepts (EMAIL_PATTERN). */
export function emailAddress(max: number = EMAIL_MAX_LENGTH) {
  return z
    .email({ error: validationMessages.email, pattern: EMAIL_PATTERN })
    .max(max, { error: validationMessages.email });
}

export function optionalLongText() {
  return optionalText(LONG_TEXT_MAX_LENGTH);
}

/**
 * A required choice from an option list. The input is a string so an unselected control can hold "";
 * anything outside the list (including "") fails with `message`.
 */
export function requiredChoice<const Values extends readonly [string, ...string[]]>(
  values: Values,
  message: string,
) {
  return z.string({ error: message }).pipe(z.enum(values, { error: message }));
}

/** An optional choice: missing and "" come out as `undefined`; other values must be in the list. */
export function optionalChoice<const Values extends readonly [string, ...string[]]>(
  values: Values,
) {
  return z
    .string()
    .optional()
    .transform((value) => (value === "" ? undefined : value))
    .pipe(z.enum(values).optional());
}

/** Fields every inquiry shares (docs/product.md §5, "All inquiry forms"). */
export const inquiryBaseShape = {
  name: requiredText(NAME_MIN_LENGTH, validationMessages.name, NAME_MAX_LENGTH),
  email: emailAddress(),
  phone: requiredText(PHONE_MIN_LENGTH, validationMessages.phone, PHONE_MAX_LENGTH),
  subscribe: z.boolean().default(false),
};
