import {
  consoleAgentDashboardCopy as copy,
  consoleDashboardCopy as dashboardCopy,
  AGENT_DASHBOARD_CHART_PROVINCES,
} from "@innovatehub/content/console";
import type { ChartConfig } from "@innovatehub/ui/chart";
import type { AgentDashboardFigures } from "../data/agents/agent-dashboard-query";
import { agentOutcomes, type ProvinceRow, type StageCount } from "./agent-network-rows";
import { StackedBars, weekRows } from "./stacked-bars";

const applicationsConfig = {
  applications: { label: copy.series.applications, color: "var(--color-chart-1)" },
} satisfies ChartConfig;

const outcomeConfig = {
  in_progress: { label: copy.series.in_progress, color: "var(--color-chart-2)" },
  agencies: { label: copy.series.agencies, color: "var(--color-chart-1)" },
  closed: { label: copy.series.closed, color: "var(--color-chart-5)" },
} satisfies ChartConfig & Record<(typeof agentOutcomes)[number], ChartConfig[string]>;

export function ApplicationsPerWeekChart({ weeks }: { weeks: AgentDashboardFigures["weeks"] }) {
  return (
    <StackedBars
      title={copy.charts.perWeek}
      config={applicationsConfig}
      rowHeader={dashboardCopy.weekHeader}
      rows={weekRows(weeks, (week) => ({ applications: week.applications }))}
    />
  );
}

export function ApplicationsByStageChart({ stages }: { stages: StageCount[] }) {
  return (
    <StackedBars
      title={copy.charts.byStage}
      config={applicationsConfig}
      rowHeader={copy.headers.stage}
      layout="vertical"
      rows={stages.map((stage) => ({
        label: copy.stages[stage.stage],
        values: { applications: stage.applications },
      }))}
    />
  );
}

/** The provinces with the most applications, each bar split by where its applications stand. */
export function ApplicationsByProvinceChart({ rows }: { rows: ProvinceRow[] }) {
  return (
    <StackedBars
      title={copy.charts.byProvince}
      config={outcomeConfig}
      rowHeader={copy.headers.province}
      layout="vertical"
      rows={rows.slice(0, AGENT_DASHBOARD_CHART_PROVINCES).map((row) => ({
        label: row.label,
        values: Object.fromEntries(agentOutcomes.map((outcome) => [outcome, row[outcome]])),
      }))}
    />
  );
}
