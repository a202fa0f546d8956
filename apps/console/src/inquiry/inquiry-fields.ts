import { inquiryKinds, type InquiryKind } from "@innovatehub/domain";
import { optionLabel } from "@innovatehub/content/shared";
import { inquiryDetailFields, type InquiryDetailField } from "@innovatehub/content/console";
import type { Json } from "@innovatehub/database";

/** One answer of the visitor's form, labelled as the form labels it. */
export type InquiryAnswer = { key: string; label: string; value: string };

function isInquiryKind(kind: string): kind is InquiryKind {
  return inquiryKinds.some((candidate) => candidate === kind);
}

function readable(field: InquiryDetailField, value: Json | undefined): string | null {
  const values = Array.isArray(value) ? value : [value];
  const texts = values.filter(
    (item): item is string => typeof item === "string" && item.trim() !== "",
  );
  if (texts.length === 0) {
    return null;
  }
  const { options } = field;
  return texts.map((text) => (options ? optionLabel(options, text) : text)).join(", ");
}

/**
 * The answers in `details` for the inquiry's kind, in the form's order, with option values turned into the
 * labels the visitor picked; unanswered fields are left out.
 */
export function inquiryAnswers(kind: string, details: Json): InquiryAnswer[] {
  if (
    !isInquiryKind(kind) ||
    typeof details !== "object" ||
    details === null ||
    Array.isArray(details)
  ) {
    return [];
  }
  return inquiryDetailFields[kind].flatMap((field) => {
    const value = readable(field, details[field.key]);
    return value === null ? [] : [{ key: field.key, label: field.label, value }];
  });
}
