import type { z } from "../zod";

/** One field's raw value as a form holds it: a text or a choice, a box's state, a group's ticked values. */
export type FormValue = string | boolean | string[];

/** What a form holds before its schema reads it, per field name. */
export type FormValues = Record<string, FormValue>;

/** Per field name, the message of its first failed rule. */
export type FieldErrors = Readonly<Record<string, string>>;

export type FormValidation<Values> =
  | { ok: true; values: Values }
  | { ok: false; errors: FieldErrors };

/**
 * Reads a form's values through its zod schema: the parsed values, or each field's first message. The schema is
 * passed in (zod is only a type here), so a page loads it, and zod with it, when the form first needs it.
 */
export function validateValues<Values, Input>(
  schema: z.ZodType<Values, Input>,
  values: FormValues,
): FormValidation<Values> {
  const result = schema.safeParse(values);
  if (result.success) {
    return { ok: true, values: result.data };
  }
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const [name] = issue.path;
    if (typeof name === "string" && !(name in errors)) {
      errors[name] = issue.message;
    }
  }
  return { ok: false, errors };
}
