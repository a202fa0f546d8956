import type { InquiryKind } from "@innovatehub/domain";
import type { InquiryFormCopy, InquiryToasts } from "@innovatehub/content/site";
import type { z } from "../zod";
import type { FieldConfig } from "../fields";
import type { AiInquiryInput, AiInquiryValues } from "../schemas/ai";
import type { DigitalInquiryInput, DigitalInquiryValues } from "../schemas/digital";
import type { EcommerceInquiryInput, EcommerceInquiryValues } from "../schemas/ecommerce";
import type { GlobalInquiryInput, GlobalInquiryValues } from "../schemas/global";

/** What the form holds, per kind (the schema's input). */
type InquiryInputs = {
  ai: AiInquiryInput;
  digital: DigitalInquiryInput;
  ecommerce: EcommerceInquiryInput;
  global: GlobalInquiryInput;
};

/** What is submitted, per kind (the schema's output, after transforms). */
export type InquiryValuesByKind = {
  ai: AiInquiryValues;
  digital: DigitalInquiryValues;
  ecommerce: EcommerceInquiryValues;
  global: GlobalInquiryValues;
};

/** Everything one kind of inquiry needs: its schema, fields, empty values and texts. */
export type InquiryDefinition<Kind extends InquiryKind> = {
  kind: Kind;
  schema: z.ZodType<InquiryValuesByKind[Kind], InquiryInputs[Kind]>;
  fields: readonly FieldConfig<Extract<keyof InquiryInputs[Kind], string>>[];
  /** An empty form: "" for texts and unselected choices, [] for the feature list, false for subscribe. */
  defaultValues: Required<InquiryInputs[Kind]>;
  copy: InquiryFormCopy;
  toasts: InquiryToasts;
};
