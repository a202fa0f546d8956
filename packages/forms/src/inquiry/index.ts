export { loadInquiry } from "./load";
export type { InquiryDefinition, InquiryValuesByKind } from "./types";
export * from "../submit/index";
