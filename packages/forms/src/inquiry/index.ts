export { loadInquiry } from "./load";
export type { InquiryValuesByKind } from "./types";
export * from "../submit/index";
