export { inquiryErrorToast, inquiryFailureToast, type ToastText } from "./outcome";
export { createSimulatedSubmitter } from "./simulated";
export type { InquiryResult, InquirySubmitExtras, InquirySubmitter } from "./types";
