import {
  agentBusinessPackages,
  agentHeardFromChannels,
  agentStoreTypes,
  EMAIL_MAX_LENGTH,
  governmentIdTypes,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  STORE_NAME_MAX_LENGTH,
  STREET_MAX_LENGTH,
} from "@innovatehub/domain";
import type { AgentApplicationCopy } from "@innovatehub/content/site";
import type { Option } from "@innovatehub/content/shared";
import type { FormFieldConfig } from "../fields";
import type { AgentApplicationInput } from "./schema";

/** Digits a years-in-operation answer needs (0 to 100). */
const YEARS_MAX_DIGITS = 3;
/** A TIN with its branch code and the dashes people type. */
const TIN_MAX_LENGTH = 20;

function optionsOf<Value extends string>(values: readonly Value[], labels: Record<Value, string>): Option[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

type AgentFieldName = keyof AgentApplicationInput & string;

/**
 * The agent application's fields in order, in one language (docs/product.md §16). The address selects and the
 * documents are drawn by the form (lists loaded on demand, files picked on the phone); the engine holds their
 * values. Grouped on screen by `agentApplicationSections`.
 */
export function agentApplicationFields(copy: AgentApplicationCopy): readonly FormFieldConfig<AgentFieldName>[] {
  const { fields, options, requiredMark } = copy;
  const declared = [
    { type: "text", name: "fullName", required: true, autoComplete: "name", maxLength: NAME_MAX_LENGTH, ...fields.fullName },
    { type: "tel", name: "mobile", required: true, autoComplete: "tel", maxLength: PHONE_MAX_LENGTH, ...fields.mobile },
    { type: "email", name: "email", required: true, autoComplete: "email", maxLength: EMAIL_MAX_LENGTH, ...fields.email },
    { type: "custom", name: "dateOfBirth", required: true, ...fields.dateOfBirth },
    {
      type: "text",
      name: "storeName",
      required: true,
      autoComplete: "organization",
      maxLength: STORE_NAME_MAX_LENGTH,
      ...fields.storeName,
    },
    {
      type: "select",
      name: "storeType",
      required: true,
      options: optionsOf(agentStoreTypes, options.storeTypes),
      ...fields.storeType,
    },
    {
      type: "text",
      name: "yearsInOperation",
      required: true,
      inputMode: "numeric",
      maxLength: YEARS_MAX_DIGITS,
      ...fields.yearsInOperation,
    },
    {
      type: "text",
      name: "businessRegistrationNumber",
      required: false,
      maxLength: SHORT_TEXT_MAX_LENGTH,
      ...fields.businessRegistrationNumber,
    },
    { type: "text", name: "tin", required: false, inputMode: "numeric", maxLength: TIN_MAX_LENGTH, ...fields.tin },
    {
      type: "select",
      name: "businessPackage",
      required: true,
      options: optionsOf(agentBusinessPackages, options.packages),
      ...fields.businessPackage,
    },
    {
      type: "select",
      name: "heardFrom",
      required: true,
      options: optionsOf(agentHeardFromChannels, options.heardFrom),
      ...fields.heardFrom,
    },
    { type: "custom", name: "regionCode", required: true, ...fields.regionCode },
    { type: "custom", name: "provinceCode", required: true, ...fields.provinceCode },
    { type: "custom", name: "cityCode", required: true, ...fields.cityCode },
    { type: "custom", name: "barangayCode", required: true, ...fields.barangayCode },
    {
      type: "text",
      name: "street",
      required: true,
      wide: true,
      autoComplete: "street-address",
      maxLength: STREET_MAX_LENGTH,
      ...fields.street,
    },
    {
      type: "select",
      name: "governmentIdType",
      required: true,
      options: optionsOf(governmentIdTypes, options.governmentIdTypes),
      ...fields.governmentIdType,
    },
    { type: "custom", name: "governmentId", required: true, ...copy.documents.kinds.government_id },
    { type: "custom", name: "storePhoto", required: true, ...copy.documents.kinds.store_photo },
    { type: "custom", name: "businessPermit", required: false, ...copy.documents.kinds.business_permit },
    { type: "checkbox", name: "privacyConsent", required: true, ...fields.privacyConsent },
  ] as const satisfies readonly FormFieldConfig<AgentFieldName>[];
  return declared.map((field) => ({ ...field, requiredMark }));
}

/** The form's sections on screen, each a titled group of fields in the order above. */
export const agentApplicationSections = [
  { id: "applicant", names: ["fullName", "mobile", "email", "dateOfBirth"] },
  {
    id: "store",
    names: ["storeName", "storeType", "yearsInOperation", "businessRegistrationNumber", "tin", "businessPackage", "heardFrom"],
  },
  { id: "address", names: ["regionCode", "provinceCode", "cityCode", "barangayCode", "street"] },
  { id: "documents", names: ["governmentIdType", "governmentId", "storePhoto", "businessPermit"] },
  { id: "consent", names: ["privacyConsent"] },
] as const satisfies readonly {
  id: keyof AgentApplicationCopy["sections"];
  names: readonly AgentFieldName[];
}[];
