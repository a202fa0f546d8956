// Generated from packages/domain/src by `pnpm --filter @innovatehub/domain sync:deno`: edit the package, not this copy.
/*
 * The response clock (speed to lead): how long a lead may wait for its first answer, in business minutes (Monday to
 * Friday, 09:00-17:00 Manila, closed days excluded). The database mirrors both targets in private.rate_limits
 * (lead_response_target_minutes, lead_overdue_minutes), and the contract test in tooling/local-backend checks it.
 */

import { BUSINESS_DAY_MINUTES } from "./business-hours.ts";

/** A lead should get its first response within this many business minutes. */
export const LEAD_RESPONSE_TARGET_MINUTES = 15;
/** After this many business minutes unanswered a lead is overdue (and escalates once). */
export const LEAD_OVERDUE_MINUTES = 60;

export type LeadClockState = "on_time" | "past_target" | "overdue";

/** Where a waiting lead stands against the targets. */
export function leadClockState(ageMinutes: number): LeadClockState {
  if (ageMinutes >= LEAD_OVERDUE_MINUTES) {
    return "overdue";
  }
  return ageMinutes >= LEAD_RESPONSE_TARGET_MINUTES ? "past_target" : "on_time";
}

/**
 * A booking still pending this many hours or less before it starts escalates once (the database's
 * pending_booking_alert_hours in private.rate_limits; contract test in tooling/local-backend).
 */
export const PENDING_BOOKING_ALERT_HOURS = 24;

/**
 * An agent application nobody answered (still new: no stage move and no recorded reply) escalates at each of these
 * ages, in business minutes on the lead clock the Applications screen shows, once per level: after the leads' hour,
 * then after a whole business day still unanswered. The database mirrors the list
 * (private.agent_application_escalation_minutes(), and the number of levels in the escalation job's index); the
 * contract test in tooling/local-backend checks both.
 */
export const AGENT_APPLICATION_ESCALATION_MINUTES = [LEAD_OVERDUE_MINUTES, BUSINESS_DAY_MINUTES] as const;
