// Generated from packages/domain/src by `pnpm --filter @innovatehub/domain sync:deno`: edit the package, not this copy.
import type { BookingStatus } from "./bookings.ts";
import type { InquiryStatus } from "./inquiries.ts";
import type { LeadKind } from "./leads.ts";

/**
 * Closing a lead as spam: a staff move of its own, beside the lifecycle moves, made on one lead or on every lead an
 * inbox filter matches. It is silent (the visitor is not told, queued e-mails are skipped), stops the lead's clock
 * and alerts, frees a booking's slot and keeps the lead out of the dashboard. Only a lead nobody has moved on yet
 * can be closed as spam; the database refuses the rest (contract test in tooling/local-backend).
 */
export const SPAM_STATUS = "spam" satisfies BookingStatus & InquiryStatus;

const spamClosableStatuses = {
  booking: ["pending"],
  inquiry: ["new"],
} as const satisfies {
  booking: readonly BookingStatus[];
  inquiry: readonly InquiryStatus[];
};

export function canCloseAsSpam(kind: LeadKind, status: BookingStatus | InquiryStatus): boolean {
  return (spamClosableStatuses[kind] as readonly string[]).includes(status);
}
