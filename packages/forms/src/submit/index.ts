export { inquiryErrorToast, inquiryFailureToast, type ToastText } from "./outcome";
export { redactInquiry } from "./redact";
export {
  createSimulatedSubmitter,
  SIMULATED_LOG_MESSAGE,
  submitInquiry,
  type InquiryLogger,
  type SimulatedSubmitterOptions,
} from "./simulated";
export type { InquiryResult, InquirySubmission, InquirySubmitter } from "./types";
