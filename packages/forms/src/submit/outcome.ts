import { inquiryMessages, type InquiryToasts } from "@innovatehub/content/site";
import type { FormFailure, SubmissionToasts, ToastText } from "../engine/result";

/** The toast for a submission that returned failure (docs/product.md §8). */
function inquiryFailureToast(failure: FormFailure): ToastText {
  return {
    title: inquiryMessages.failedTitle,
    description: failure.message.trim() === "" ? inquiryMessages.fallbackDescription : failure.message,
  };
}

/** The toast for a submission that threw (docs/product.md §8). */
function inquiryErrorToast(error: unknown): ToastText {
  const message = error instanceof Error ? error.message : "";
  return {
    title: inquiryMessages.errorTitle,
    description: message.trim() === "" ? inquiryMessages.fallbackDescription : message,
  };
}

/** An inquiry's four toasts: its own loading and success texts, the shared failure and error ones. */
export function inquirySubmissionToasts(toasts: InquiryToasts): SubmissionToasts {
  return {
    loading: toasts.loading,
    success: toasts.success,
    failure: inquiryFailureToast,
    thrown: inquiryErrorToast,
  };
}

/** The failure of a submission that threw before it was sent: its message, or the spec's fallback. */
export function thrownInquiryFailure(error: unknown): FormFailure {
  return {
    message:
      error instanceof Error && error.message !== "" ? error.message : inquiryMessages.unexpectedError,
  };
}
