/**
 * The dashboard's agent network figures (docs/product.md §14.4): applications per week, by province and by stage,
 * the median response and decision times in business hours, and the share onboarded.
 */
import { BUSINESS_HOURS_LABEL, type AgentApplicationStage } from "@innovatehub/domain";
import { agentStageLabels } from "./console-agents";
import { formatBusinessMinutes } from "./console-speed";

/** The province chart draws the provinces with the most applications; the table below it lists every one. */
export const AGENT_DASHBOARD_CHART_PROVINCES = 10;

const PERCENT = 100;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Where an application's place falls after its outcome: still before a decision, an agency, or closed. */
type AgentOutcome = "in_progress" | "agencies" | "closed";

export const consoleAgentDashboardCopy = {
  title: "Agent network",
  intro: `Agent applications that arrived in this range, counted in the week they arrived, with their stage as it stands now. Times count business time (${BUSINESS_HOURS_LABEL}, closed days excluded) from the application to the team's first response (a stage move or a recorded reply) and to its decision (approved, declined or withdrawn).`,
  loading: "Loading the agent network's figures",
  errorTitle: "The agent network's figures could not be loaded",
  empty: "No applications in this range.",
  totals: (applications: number) =>
    `${plural(applications, "application", "applications")} in this range`,
  figures: {
    firstResponse: "Time to first response (median)",
    decision: "Time to decision (median)",
    conversion: "Application to onboarded",
  },
  median: (minutes: number, count: number, counted: string) =>
    `${formatBusinessMinutes(minutes)} of business time, over ${count} ${counted}`,
  answered: "answered",
  decided: "decided",
  noneAnswered: "No application in this range has been answered yet.",
  noneDecided: "No application in this range has been decided yet.",
  conversion: (rate: number, onboarded: number, applications: number) =>
    `${Math.round(rate * PERCENT)}%: ${onboarded} of ${plural(applications, "application", "applications")} onboarded`,
  charts: {
    perWeek: "Applications per week",
    byStage: "Applications by stage (where they are now)",
    byProvince: `Applications by province: the ${AGENT_DASHBOARD_CHART_PROVINCES} with the most`,
  },
  provinceTable: "Applications by province",
  provinceTableIntro:
    "Every province with an application in this range. A store outside any province (Metro Manila, and the cities outside one) counts under its region.",
  headers: {
    province: "Province",
    applications: "Applications",
    stage: "Stage",
  },
  series: {
    applications: "Applications",
    in_progress: "Before a decision",
    agencies: "Approved or onboarded",
    closed: "Declined or withdrawn",
  } satisfies Record<AgentOutcome | "applications", string>,
  stages: agentStageLabels satisfies Record<AgentApplicationStage, string>,
  /** A region's stores outside any province, e.g. "National Capital Region (NCR), outside any province". */
  outsideProvince: (region: string) => `${region}, outside any province`,
  /** A code the PSGC release the console ships does not know. */
  unknownPlace: (code: string) => `Unknown place (code ${code})`,
} as const;
