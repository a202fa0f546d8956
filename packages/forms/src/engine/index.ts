export type { FormFailure, FormResult, SubmissionToasts, ToastText } from "./result";
export {
  validateValues,
  type FieldErrors,
  type FormValidation,
  type FormValue,
  type FormValues,
} from "./validate";
