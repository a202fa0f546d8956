export { loadInquiry } from "./load";
export { inquiryCompanyField, toInquiryRow, type InquiryInsert } from "./row";
export type { InquiryValuesByKind } from "./types";
export * from "../submit/index";
