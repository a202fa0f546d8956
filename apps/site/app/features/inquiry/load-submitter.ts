import { createSimulatedSubmitter, type InquirySubmitter } from "@innovatehub/forms/inquiry";

/**
 * The submitter the inquiry forms send through. Spec section 7: without a backend the submission is
 * simulated (1.5 s, `inq-` id, console log without e-mail and phone). The stored submitter replaces this
 * body once a backend is configured; the form's flow does not change.
 */
export async function loadInquirySubmitter(): Promise<InquirySubmitter> {
  return createSimulatedSubmitter();
}
