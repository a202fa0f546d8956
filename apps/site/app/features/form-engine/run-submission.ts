import type {
  FormFailure,
  FormResult,
  SubmissionToasts,
  ToastText,
} from "@innovatehub/forms/engine";

type ToastId = string | number;

/** A form's notifications; the loading one, when a form shows it, is replaced by the outcome. */
export type FormNotifier = {
  loading: (message: string) => ToastId;
  success: (id: ToastId | undefined, text: ToastText) => void;
  error: (id: ToastId | undefined, text: ToastText) => void;
};

type SubmissionInput<Data, Failure extends FormFailure> = {
  submit: () => Promise<FormResult<Data, Failure>>;
  toasts: SubmissionToasts<Failure>;
  notify: FormNotifier;
};

/**
 * One submission with its toasts (docs/product.md §4, §8): the loading toast if the form has one, then success, the
 * refusal's toast or the thrown error's. Resolves to the result, or null when the submission threw.
 */
export async function runSubmission<Data, Failure extends FormFailure>({
  submit,
  toasts,
  notify,
}: SubmissionInput<Data, Failure>): Promise<FormResult<Data, Failure> | null> {
  const toastId = toasts.loading === undefined ? undefined : notify.loading(toasts.loading);
  try {
    const result = await submit();
    if (result.ok) {
      notify.success(toastId, toasts.success);
    } else {
      notify.error(toastId, toasts.failure(result.failure));
    }
    return result;
  } catch (error) {
    notify.error(toastId, toasts.thrown(error));
    return null;
  }
}
