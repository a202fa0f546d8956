import { INQUIRY_ID_PREFIX, type InquiryKind } from "@innovatehub/domain";
import { inquiryMessages, storedInquiryMessages } from "@innovatehub/content/site";
import {
  thrownInquiryFailure,
  toInquiryRow,
  type InquiryResult,
  type InquirySubmitExtras,
  type InquirySubmitter,
  type InquiryValuesByKind,
} from "@innovatehub/forms/inquiry";
import { readFirstTouch } from "../../lib/first-touch";
import {
  INQUIRIES_TABLE,
  type BackendError,
  type InquiryBackend,
} from "../../lib/backend/site-backend";
import { processLead } from "../../lib/process-lead";
import { getSiteBackend } from "../../lib/backend/supabase-client";

/** No HTTP answer: supabase-js reports a failed fetch with status 0. */
const NETWORK_STATUS = 0;
const RATE_LIMITED_CODE = "PT429";
const HTTP_TOO_MANY_REQUESTS = 429;
/** SQLSTATE classes for bad data (22) and violated constraints (23). */
const INVALID_INPUT_CLASSES = ["22", "23"];

/** The failure description the inquiry toast shows (docs/product.md §8 falls back to "Please try again later"). */
function inquiryFailureMessage(error: BackendError, status: number): string {
  const code = error.code ?? "";
  if (status === NETWORK_STATUS) {
    return storedInquiryMessages.network;
  }
  if (code === RATE_LIMITED_CODE || status === HTTP_TOO_MANY_REQUESTS) {
    return storedInquiryMessages.rateLimited;
  }
  if (INVALID_INPUT_CLASSES.some((sqlClass) => code.startsWith(sqlClass))) {
    return storedInquiryMessages.invalid;
  }
  return (error.message ?? "").trim();
}

export type StoredSubmitterOptions = {
  /** Defaults to the site's lazily created Supabase client. */
  client?: InquiryBackend | null;
  now?: () => Date;
  /** The part after `inq-`: a UUID, as the table's id check requires. */
  createId?: () => string;
  /** The page the form is on (default: the browser's current path). */
  pagePath?: () => string;
};

/**
 * Stores inquiries in the backend's `inquiries` table (docs/product.md §10.6): anon insert only,
 * a browser-made `inq-<uuid>` id, nothing read back. Same contract as the simulated submitter, so the
 * visitor sees the same flow; nothing personal is logged.
 */
export function createStoredSubmitter(options: StoredSubmitterOptions = {}): InquirySubmitter {
  const {
    now = () => new Date(),
    createId = () => globalThis.crypto.randomUUID(),
    pagePath = () => window.location.pathname,
  } = options;

  return {
    async submit<Kind extends InquiryKind>(
      kind: Kind,
      values: InquiryValuesByKind[Kind],
      extras: InquirySubmitExtras = {},
    ): Promise<InquiryResult<Kind>> {
      try {
        const client: InquiryBackend | null =
          options.client === undefined ? getSiteBackend() : options.client;
        if (client === null) {
          return { ok: false, failure: { message: storedInquiryMessages.network } };
        }
        const id = `${INQUIRY_ID_PREFIX}${createId()}`;
        const row = {
          ...toInquiryRow(kind, values, id, pagePath()),
          source: readFirstTouch(),
        };
        const { honeypot = "", captchaToken } = extras;
        // A filled honeypot goes along: the database then skips the insert and answers as if it stored it.
        const { error, status } = await client
          .from(INQUIRIES_TABLE)
          .insert(honeypot === "" ? row : { ...row, honeypot });
        if (error) {
          console.error("Inquiry insert failed", { kind, code: error.code, status });
          return { ok: false, failure: { message: inquiryFailureMessage(error, status) } };
        }
        if (captchaToken !== undefined) {
          const processing = await processLead(client, { inquiryId: id }, { token: captchaToken });
          if (processing === "captcha-refused") {
            console.error("Inquiry CAPTCHA refused", { kind });
            return { ok: false, failure: { message: inquiryMessages.fallbackDescription } };
          }
        }
        return { ok: true, data: { ...values, id, timestamp: now().toISOString() } };
      } catch (error) {
        console.error("Inquiry submission threw", {
          kind,
          error: error instanceof Error ? error.name : typeof error,
        });
        return { ok: false, failure: thrownInquiryFailure(error) };
      }
    },
  };
}
