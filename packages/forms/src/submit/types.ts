import type { InquiryKind } from "@innovatehub/domain";
import type { FormResult } from "../engine/result";
import type { InquiryValuesByKind } from "../inquiry/types";

/** What a stored inquiry returns: a generated `inq-` id, a timestamp and the submitted fields. */
type InquirySubmission<Kind extends InquiryKind = InquiryKind> = {
  id: string;
  /** ISO 8601 instant. */
  timestamp: string;
} & InquiryValuesByKind[Kind];

/** docs/product.md §3 "Inquiry result", in the form engine's one result shape. */
export type InquiryResult<Kind extends InquiryKind = InquiryKind> = FormResult<InquirySubmission<Kind>>;

/**
 * What goes with an inquiry besides its values: the bot checks. `honeypot` is the hidden field's content
 * (empty from people); the database drops an inquiry whose honeypot is filled, and answers as if stored.
 */
export type InquirySubmitExtras = {
  /** The hidden bot trap's value: empty from a person. */
  honeypot?: string;
  /**
   * Only with CAPTCHA on: the widget's token (null while unsolved). The inquiry's e-mails wait in the database
   * until the backend accepts it; a refused token fails the submission. Absent when CAPTCHA is off.
   */
  captchaToken?: string | null;
};

/**
 * Sends a validated inquiry somewhere. The simulated submitter is the default; a stored one (backend)
 * implements the same contract so the visitor sees the same flow.
 */
export interface InquirySubmitter {
  submit<Kind extends InquiryKind>(
    kind: Kind,
    values: InquiryValuesByKind[Kind],
    extras?: InquirySubmitExtras,
  ): Promise<InquiryResult<Kind>>;
}
