import type { InquiryKind } from "@innovatehub/domain";
import type { InquiryToasts } from "@innovatehub/content/site";
import {
  inquiryErrorToast,
  inquiryFailureToast,
  type InquirySubmitExtras,
  type InquirySubmitter,
  type InquiryValuesByKind,
  type ToastText,
} from "@innovatehub/forms/inquiry";

type ToastId = string | number;

/** The three notifications of the inquiry flow; the loading one is replaced by the outcome. */
export type InquiryNotifier = {
  loading: (message: string) => ToastId;
  success: (id: ToastId, text: ToastText) => void;
  error: (id: ToastId, text: ToastText) => void;
};

type SubmissionInput<Kind extends InquiryKind> = {
  kind: Kind;
  values: InquiryValuesByKind[Kind];
  extras?: InquirySubmitExtras;
  toasts: InquiryToasts;
  loadSubmitter: () => Promise<InquirySubmitter>;
  notify: InquiryNotifier;
};

/**
 * Spec sections 4 and 8: a loading toast, then the success toast, "Submission Failed" with the returned
 * error, or "Submission Error" with the exception's message. Resolves to whether the inquiry was accepted.
 */
export async function runInquirySubmission<Kind extends InquiryKind>({
  kind,
  values,
  extras,
  toasts,
  loadSubmitter,
  notify,
}: SubmissionInput<Kind>): Promise<boolean> {
  const toastId = notify.loading(toasts.loading);
  try {
    const submitter = await loadSubmitter();
    const result = await submitter.submit(kind, values, extras);
    if (result.success) {
      notify.success(toastId, toasts.success);
      return true;
    }
    notify.error(toastId, inquiryFailureToast(result));
    return false;
  } catch (error) {
    notify.error(toastId, inquiryErrorToast(error));
    return false;
  }
}
