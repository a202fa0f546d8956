/*
 * The staff dashboard's rules (public.staff_lead_dashboard computes the figures; the contract test in
 * tooling/local-backend checks the range limit, the services and the funnel against it).
 */
import { inquiryKinds, type InquiryStatus } from "./inquiries.ts";
import type { SPAM_STATUS } from "./spam.ts";

/** The longest range the dashboard covers, in days (53 weeks); the database refuses a longer one. */
export const DASHBOARD_MAX_DAYS = 371;

/**
 * How the agent network's figures split a province's applications (staff_agent_dashboard): still before a decision
 * (agentStagesBeforeDecision), agencies (approved or onboarded), and closed (agentStagesClosed).
 */
export const agentNetworkOutcomes = ["in_progress", "agencies", "closed"] as const;
export type AgentNetworkOutcome = (typeof agentNetworkOutcomes)[number];

/** What a week's leads are split by: meetings, then each inquiry kind. */
export const dashboardServices = ["meeting", ...inquiryKinds] as const;
export type DashboardService = (typeof dashboardServices)[number];

/**
 * The inquiry funnel, one stage per status in pipeline order: an inquiry counts at a stage when its status is one
 * of these (a won or lost inquiry was contacted and qualified on the way). Spam is no stage: it leaves the
 * dashboard's figures altogether.
 */
const inquiryFunnel = {
  new: ["new", "contacted", "qualified", "won", "lost"],
  contacted: ["contacted", "qualified", "won", "lost"],
  qualified: ["qualified", "won", "lost"],
  won: ["won"],
  lost: ["lost"],
} as const satisfies Record<Exclude<InquiryStatus, typeof SPAM_STATUS>, readonly InquiryStatus[]>;
export type FunnelStage = keyof typeof inquiryFunnel;
export const funnelStages = Object.keys(inquiryFunnel) as [FunnelStage, ...FunnelStage[]];

/** Whether an inquiry in `status` counts at `stage`. */
export function reachedFunnelStage(status: InquiryStatus, stage: FunnelStage): boolean {
  return (inquiryFunnel[stage] as readonly InquiryStatus[]).includes(status);
}
