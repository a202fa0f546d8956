export { loadInquiry } from "./load";
export { inquiryCompanyField, toInquiryRow } from "./row";
export type { InquiryValuesByKind } from "./types";
export * from "../submit/index";
