import { INQUIRY_ID_PREFIX, type InquiryKind } from "@innovatehub/domain";
import { INQUIRY_SUBMIT_DELAY_MS } from "@innovatehub/content/site";
import type { InquiryValuesByKind } from "../inquiry/types";
import { thrownInquiryFailure } from "./outcome";
import { redactInquiry } from "./redact";
import type { InquiryResult, InquirySubmitter } from "./types";

type InquiryLogger = (message: string, details: Record<string, unknown>) => void;

export type SimulatedSubmitterOptions = {
  /** Default 1500 ms (docs/product.md §7). */
  delayMs?: number;
  /** Waits `ms`; tests inject an instant or fake-timer delay. */
  delay?: (ms: number) => Promise<void>;
  now?: () => Date;
  /** Returns the part after the `inq-` prefix. */
  createId?: () => string;
  log?: InquiryLogger;
};

export const SIMULATED_LOG_MESSAGE = "Inquiry submitted (simulated, not sent to a server)";

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}

function randomId(): string {
  return globalThis.crypto.randomUUID();
}

function consoleLog(message: string, details: Record<string, unknown>): void {
  console.info(message, details);
}

/**
 * The spec's simulated submission: waits, then answers success with a generated `inq-` id and a timestamp,
 * logging the inquiry to the console without e-mail and phone. Any error becomes a failure result.
 */
export function createSimulatedSubmitter(
  options: SimulatedSubmitterOptions = {},
): InquirySubmitter {
  const {
    delayMs = INQUIRY_SUBMIT_DELAY_MS,
    delay = wait,
    now = () => new Date(),
    createId = randomId,
    log = consoleLog,
  } = options;

  return {
    async submit<Kind extends InquiryKind>(
      kind: Kind,
      values: InquiryValuesByKind[Kind],
    ): Promise<InquiryResult<Kind>> {
      try {
        await delay(delayMs);
        const id = `${INQUIRY_ID_PREFIX}${createId()}`;
        const timestamp = now().toISOString();
        log(SIMULATED_LOG_MESSAGE, { kind, id, timestamp, ...redactInquiry(values) });
        return { ok: true, data: { ...values, id, timestamp } };
      } catch (error) {
        return { ok: false, failure: thrownInquiryFailure(error) };
      }
    },
  };
}
