/** Why a submission was refused: the message the visitor is shown, and whatever else its form reacts to. */
export type FormFailure = { message: string };

/** What every form's submit resolves to: the stored data, or a failure with its message. */
export type FormResult<Data, Failure extends FormFailure = FormFailure> =
  | { ok: true; data: Data }
  | { ok: false; failure: Failure };

/** A toast's text: a title and, for some, a line under it. */
export type ToastText = { title: string; description?: string };

/**
 * The notifications of one form's submission: an optional loading toast (replaced by the outcome), the success
 * toast, and the toasts for a refused and for a thrown submission.
 */
export type SubmissionToasts<Failure extends FormFailure = FormFailure> = {
  loading?: string;
  success: ToastText;
  failure: (failure: Failure) => ToastText;
  thrown: (error: unknown) => ToastText;
};
