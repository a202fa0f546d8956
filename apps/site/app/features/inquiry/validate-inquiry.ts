import type { InquiryKind } from "@innovatehub/domain";
import { validateValues, type FormValidation, type FormValues } from "@innovatehub/forms/engine";
import { loadInquiry, type InquiryValuesByKind } from "@innovatehub/forms/inquiry";

/**
 * Checks the form's values against the kind's schema. The schema (and zod with it) is a chunk of its own,
 * loaded on the first call, so no page loads it before the visitor submits or focuses the form.
 */
export async function validateInquiry<Kind extends InquiryKind>(
  kind: Kind,
  values: FormValues,
): Promise<FormValidation<InquiryValuesByKind[Kind]>> {
  const { schema } = await loadInquiry(kind);
  return validateValues(schema, values);
}

/** Starts loading the kind's schema ahead of the first check (the visitor reached into the form). */
export function preloadInquirySchema(kind: InquiryKind): void {
  loadInquiry(kind).catch(() => {
    // The submit tries again and reports a failure then.
  });
}
