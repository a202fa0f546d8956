export { inquirySubmissionToasts, thrownInquiryFailure } from "./outcome";
export { createSimulatedSubmitter } from "./simulated";
export type { InquiryResult, InquirySubmitExtras, InquirySubmitter } from "./types";
