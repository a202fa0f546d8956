/**
 * Structured logs that can only carry what the caller passes explicitly. Callers pass ids and outcome
 * codes, never names, e-mail addresses, phone numbers or notes.
 */
export type LogFields = Readonly<Record<string, string | number | boolean>>;

export interface Logger {
  info(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

export const consoleLogger: Logger = {
  info(event, fields = {}) {
    console.info(JSON.stringify({ level: "info", event, ...fields }));
  },
  error(event, fields = {}) {
    console.error(JSON.stringify({ level: "error", event, ...fields }));
  },
};

/** A loggable description of a failure: its class name only, since messages may quote personal data. */
export function errorKind(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}
