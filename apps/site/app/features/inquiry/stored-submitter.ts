import { INQUIRY_ID_PREFIX, inquiryAnswerKeys, type InquiryKind } from "@innovatehub/domain";
import {
  PRIVACY_NOTICE_VERSION,
  inquiryMessages,
  storedInquiryMessages,
} from "@innovatehub/content/site";
import type {
  InquiryResult,
  InquirySubmitExtras,
  InquirySubmitter,
  InquiryValuesByKind,
} from "@innovatehub/forms/inquiry";
import type { TablesInsert } from "@innovatehub/database";
import { readFirstTouch } from "../../lib/first-touch";
import {
  INQUIRIES_TABLE,
  type BackendError,
  type InquiryBackend,
} from "../../lib/backend/site-backend";
import { processLead } from "../../lib/process-lead";
import { getSiteBackend } from "../../lib/backend/supabase-client";

type InquiryRow = TablesInsert<"inquiries">;
type DetailValue = string | string[];

/** No HTTP answer: supabase-js reports a failed fetch with status 0. */
const NETWORK_STATUS = 0;
const RATE_LIMITED_CODE = "PT429";
const HTTP_TOO_MANY_REQUESTS = 429;
/** SQLSTATE classes for bad data (22) and violated constraints (23). */
const INVALID_INPUT_CLASSES = ["22", "23"];

function isDetailValue(value: unknown): value is DetailValue {
  return (
    typeof value === "string" ||
    (Array.isArray(value) && value.every((item) => typeof item === "string"))
  );
}

function textField(values: Readonly<Record<string, unknown>>, key: string): string | null {
  const value = values[key];
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** The consent form's page as the database accepts it (a lower-case path); "/" when the path has other characters. */
const CONSENT_FORM_PATH = /^\/[a-z0-9/-]{0,99}$/;

function consentFormOf(pagePath: string): string {
  const path = pagePath.toLowerCase();
  return CONSENT_FORM_PATH.test(path) ? path : "/";
}

/**
 * One `inquiries` row for a validated submission. The e-commerce business name is its company. A subscription
 * records the privacy notice version and the page whose form the visitor ticked it on (docs/product.md §14.7).
 */
export function toInquiryRow(
  kind: InquiryKind,
  values: Readonly<Record<string, unknown>>,
  id: string,
  pagePath = "/",
): InquiryRow {
  const details: Record<string, DetailValue> = {};
  for (const key of inquiryAnswerKeys[kind]) {
    const value = values[key];
    if (isDetailValue(value)) {
      details[key] = value;
    }
  }
  const subscribe = values.subscribe === true;
  return {
    id,
    kind,
    name: textField(values, "name") ?? "",
    email: textField(values, "email") ?? "",
    phone: textField(values, "phone") ?? "",
    company: textField(values, kind === "ecommerce" ? "businessName" : "company"),
    details,
    subscribe,
    ...(subscribe
      ? { consent_notice_version: PRIVACY_NOTICE_VERSION, consent_form: consentFormOf(pagePath) }
      : {}),
  };
}

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
          return { success: false, error: storedInquiryMessages.network };
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
          return { success: false, error: inquiryFailureMessage(error, status) };
        }
        if (captchaToken !== undefined) {
          const processing = await processLead(client, { inquiryId: id }, { token: captchaToken });
          if (processing === "captcha-refused") {
            console.error("Inquiry CAPTCHA refused", { kind });
            return { success: false, error: inquiryMessages.fallbackDescription };
          }
        }
        return { success: true, data: { ...values, id, timestamp: now().toISOString() } };
      } catch (error) {
        console.error("Inquiry submission threw", {
          kind,
          error: error instanceof Error ? error.name : typeof error,
        });
        return {
          success: false,
          error:
            error instanceof Error && error.message !== ""
              ? error.message
              : inquiryMessages.unexpectedError,
        };
      }
    },
  };
}
