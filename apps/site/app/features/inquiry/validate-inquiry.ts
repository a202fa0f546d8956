import type { InquiryKind } from "@innovatehub/domain";
import { loadInquiry, type InquiryValuesByKind } from "@innovatehub/forms/inquiry";
import type { InquiryFormValues } from "./read-inquiry-values";

/** Per field name, the message of its first failed rule. */
export type InquiryFieldErrors = Readonly<Record<string, string>>;

export type InquiryValidation<Kind extends InquiryKind> =
  | { success: true; values: InquiryValuesByKind[Kind] }
  | { success: false; errors: InquiryFieldErrors };

/**
 * Checks the form's values against the kind's schema. The schema (and zod with it) is a chunk of its own,
 * loaded on the first call, so no page loads it before the visitor submits or focuses the form.
 */
export async function validateInquiry<Kind extends InquiryKind>(
  kind: Kind,
  values: InquiryFormValues,
): Promise<InquiryValidation<Kind>> {
  const { schema } = await loadInquiry(kind);
  const result = schema.safeParse(values);
  if (result.success) {
    return { success: true, values: result.data };
  }
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const [name] = issue.path;
    if (typeof name === "string" && !(name in errors)) {
      errors[name] = issue.message;
    }
  }
  return { success: false, errors };
}

/** Starts loading the kind's schema ahead of the first check (the visitor reached into the form). */
export function preloadInquirySchema(kind: InquiryKind): void {
  loadInquiry(kind).catch(() => {
    // The submit tries again and reports a failure then.
  });
}
