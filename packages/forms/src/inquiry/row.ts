import { inquiryAnswerKeys, type InquiryKind } from "@innovatehub/domain";
import { PRIVACY_NOTICE_VERSION } from "@innovatehub/content/shared";
import type { TablesInsert } from "@innovatehub/database";
import type { InquiryValuesByKind } from "./types";

type InquiryInsert = TablesInsert<"inquiries">;

/**
 * The form field each kind stores as the row's `company` (the e-commerce form asks for a business name). The
 * console names the stored value by the same field's label.
 */
export const inquiryCompanyField = {
  ai: "company",
  digital: "company",
  ecommerce: "businessName",
  global: "company",
} as const satisfies { [Kind in InquiryKind]: keyof InquiryValuesByKind[Kind] };

type InquiryAnswers = { [key: string]: string | string[] };
type RowParts = { company: string | null; details: InquiryAnswers };

/** The row's company and the kind's answers (an unanswered optional question is left out). */
function rowParts<
  Company extends string,
  Key extends string,
  Values extends Partial<Record<Company, string> & Record<Key, string | readonly string[]>>,
>(values: Values, company: Company, answerKeys: readonly Key[]): RowParts {
  const details: InquiryAnswers = {};
  for (const key of answerKeys) {
    const answer = values[key];
    if (answer !== undefined) {
      details[key] = typeof answer === "string" ? answer : [...answer];
    }
  }
  const companyValue = values[company];
  return {
    company: companyValue === undefined || companyValue.trim() === "" ? null : companyValue,
    details,
  };
}

/** Per kind, its row parts; a new kind is one line here (the compiler asks for it). */
const inquiryRowParts: { [Kind in InquiryKind]: (values: InquiryValuesByKind[Kind]) => RowParts } =
  {
    ai: (values) => rowParts(values, inquiryCompanyField.ai, inquiryAnswerKeys.ai),
    digital: (values) => rowParts(values, inquiryCompanyField.digital, inquiryAnswerKeys.digital),
    ecommerce: (values) =>
      rowParts(values, inquiryCompanyField.ecommerce, inquiryAnswerKeys.ecommerce),
    global: (values) => rowParts(values, inquiryCompanyField.global, inquiryAnswerKeys.global),
  };

/** The consent form's page as the database accepts it (a lower-case path); "/" when the path has other characters. */
const CONSENT_FORM_PATH = /^\/[a-z0-9/-]{0,99}$/;

function consentFormOf(pagePath: string): string {
  const path = pagePath.toLowerCase();
  return CONSENT_FORM_PATH.test(path) ? path : "/";
}

/**
 * The one `inquiries` row for a validated submission. A subscription records the privacy notice version and the
 * page whose form the visitor ticked it on (docs/product.md §14.7).
 */
export function toInquiryRow<Kind extends InquiryKind>(
  kind: Kind,
  values: InquiryValuesByKind[Kind],
  id: string,
  pagePath = "/",
): InquiryInsert {
  const partsOf: (values: InquiryValuesByKind[Kind]) => RowParts = inquiryRowParts[kind];
  const { subscribe } = values;
  return {
    id,
    kind,
    name: values.name,
    email: values.email,
    phone: values.phone,
    ...partsOf(values),
    subscribe,
    ...(subscribe
      ? { consent_notice_version: PRIVACY_NOTICE_VERSION, consent_form: consentFormOf(pagePath) }
      : {}),
  };
}
