export { inquiryLoaders, loadInquiry } from "./load";
export type {
  AnyInquiryDefinition,
  InquiryDefinition,
  InquiryInputs,
  InquiryValues,
  InquiryValuesByKind,
} from "./types";
export type { FieldConfig, FieldType } from "../fields";
export * from "../submit/index";
