import { consoleDashboardCopy as copy } from "@innovatehub/content/console";
import { funnelStages, type DashboardService } from "@innovatehub/domain";
import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTable,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from "@innovatehub/ui/chart";
import { CartesianGrid, Line, LineChart, XAxis } from "recharts";
import type { DashboardFigures } from "../data/leads/dashboard-query";
import { edgePadding } from "./axis-text";
import { ValueAxis } from "./chart-axes";
import { StackedBars, weekRows } from "./stacked-bars";

const kindConfig = {
  bookings: { label: copy.series.bookings, color: "var(--color-chart-1)" },
  inquiries: { label: copy.series.inquiries, color: "var(--color-chart-3)" },
} satisfies ChartConfig;

const serviceConfig = {
  meeting: { label: copy.series.meeting, color: "var(--color-chart-1)" },
  ai: { label: copy.series.ai, color: "var(--color-chart-4)" },
  digital: { label: copy.series.digital, color: "var(--color-chart-2)" },
  ecommerce: { label: copy.series.ecommerce, color: "var(--color-chart-3)" },
  global: { label: copy.series.global, color: "var(--color-chart-5)" },
} satisfies ChartConfig & Record<DashboardService, ChartConfig[string]>;

const sourceConfig = {
  leads: { label: copy.series.leads, color: "var(--color-chart-1)" },
} satisfies ChartConfig;

const funnelConfig = {
  inquiriesReached: { label: copy.series.inquiriesReached, color: "var(--color-chart-3)" },
} satisfies ChartConfig;

const responseConfig = {
  median: { label: copy.series.median, color: "var(--color-chart-1)" },
  p90: { label: copy.series.p90, color: "var(--color-chart-5)" },
} satisfies ChartConfig;

export function LeadsByKindChart({ weeks }: { weeks: DashboardFigures["weeks"] }) {
  return (
    <StackedBars
      title={copy.charts.byKind}
      config={kindConfig}
      rowHeader={copy.weekHeader}
      rows={weekRows(weeks, (week) => ({ bookings: week.bookings, inquiries: week.inquiries }))}
    />
  );
}

export function LeadsByServiceChart({ weeks }: { weeks: DashboardFigures["weeks"] }) {
  return (
    <StackedBars
      title={copy.charts.byService}
      config={serviceConfig}
      rowHeader={copy.weekHeader}
      rows={weekRows(weeks, (week) => ({ ...week.services }))}
    />
  );
}

export function LeadsBySourceChart({ sources }: { sources: DashboardFigures["sources"] }) {
  return (
    <StackedBars
      title={copy.charts.bySource}
      config={sourceConfig}
      rowHeader={copy.sourceHeader}
      layout="vertical"
      rows={sources.map((source) => ({ label: source.source, values: { leads: source.leads } }))}
    />
  );
}

export function FunnelChart({ funnel }: { funnel: DashboardFigures["funnel"] }) {
  return (
    <StackedBars
      title={copy.charts.funnel}
      config={funnelConfig}
      rowHeader={copy.stageHeader}
      layout="vertical"
      rows={funnelStages.map((stage) => ({
        label: copy.stages[stage],
        values: { inquiriesReached: funnel[stage] },
      }))}
    />
  );
}

export function ResponseTimeChart({ weeks }: { weeks: DashboardFigures["weeks"] }) {
  const rows = weekRows(weeks, (week) => ({ median: week.median_minutes, p90: week.p90_minutes }));
  const title = copy.charts.response;
  const answered = weeks.some((week) => week.median_minutes !== null);
  const longest = Math.max(
    0,
    ...weeks.flatMap((week) => [week.median_minutes ?? 0, week.p90_minutes ?? 0]),
  );
  // The first and last weeks sit on the plot's edges: room for their names, and so for their dots.
  const edge = edgePadding(rows.map((row) => row.label));
  return (
    <ChartContainer
      config={responseConfig}
      emptyMessage={answered ? undefined : copy.noAnsweredLeads}
      title={title}
      tableLabel={copy.showTable}
      table={
        <ChartTable
          caption={title}
          rowHeader={copy.weekHeader}
          series={["median", "p90"]}
          rows={rows}
          empty={copy.noAnswers}
        />
      }
    >
      <LineChart
        data={rows.map((row) => ({ label: row.label, ...row.values }))}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} />
        <XAxis
          dataKey="label"
          tickLine={false}
          axisLine={false}
          minTickGap={8}
          padding={{ left: edge, right: edge }}
        />
        <ValueAxis max={longest} allowDecimals />
        <ChartTooltip content={<ChartTooltipContent />} />
        <ChartLegend content={<ChartLegendContent />} />
        {Object.keys(responseConfig).map((key) => (
          <Line
            key={key}
            dataKey={key}
            stroke={`var(--color-${key})`}
            strokeWidth={2}
            connectNulls
          />
        ))}
      </LineChart>
    </ChartContainer>
  );
}
