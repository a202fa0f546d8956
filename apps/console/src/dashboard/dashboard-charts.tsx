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
import { Bar, BarChart, CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";
import type { DashboardFigures } from "../data/leads/dashboard-query";
import { formatManilaMonthDay } from "../lib/format";

type Row = { label: string; values: Record<string, number | null> };

/** "2026-10-05" as "Oct 5": a Manila calendar day, printed as the day it is. */
export const weekLabel = formatManilaMonthDay;

const AXIS_WIDTH = 36;

/** Bars per row, stacked by series; the same figures as a table. */
export function StackedBars({
  title,
  config,
  rowHeader,
  rows,
  layout = "horizontal",
}: {
  title: string;
  config: ChartConfig;
  rowHeader: string;
  rows: Row[];
  layout?: "horizontal" | "vertical";
}) {
  const series = Object.keys(config);
  const data = rows.map((row) => ({ label: row.label, ...row.values }));
  const vertical = layout === "vertical";
  return (
    <ChartContainer
      config={config}
      title={title}
      tableLabel={copy.showTable}
      table={<ChartTable caption={title} rowHeader={rowHeader} series={series} rows={rows} />}
    >
      <BarChart data={data} layout={layout} accessibilityLayer={false}>
        <CartesianGrid vertical={vertical} horizontal={!vertical} />
        {vertical ? (
          <>
            <XAxis type="number" allowDecimals={false} tickLine={false} axisLine={false} />
            {/* Every bar is a named row: Recharts would otherwise drop labels it thinks crowded, and a bar
                would read as its neighbour's. */}
            <YAxis
              type="category"
              dataKey="label"
              width={96}
              interval={0}
              tickLine={false}
              axisLine={false}
            />
          </>
        ) : (
          <>
            <XAxis dataKey="label" tickLine={false} axisLine={false} minTickGap={8} />
            <YAxis allowDecimals={false} width={AXIS_WIDTH} tickLine={false} axisLine={false} />
          </>
        )}
        <ChartTooltip content={<ChartTooltipContent />} />
        {series.length > 1 ? <ChartLegend content={<ChartLegendContent />} /> : null}
        {series.map((key) => (
          <Bar key={key} dataKey={key} stackId="leads" fill={`var(--color-${key})`} />
        ))}
      </BarChart>
    </ChartContainer>
  );
}

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
      rows={weeks.map((week) => ({
        label: weekLabel(week.week),
        values: { bookings: week.bookings, inquiries: week.inquiries },
      }))}
    />
  );
}

export function LeadsByServiceChart({ weeks }: { weeks: DashboardFigures["weeks"] }) {
  return (
    <StackedBars
      title={copy.charts.byService}
      config={serviceConfig}
      rowHeader={copy.weekHeader}
      rows={weeks.map((week) => ({ label: weekLabel(week.week), values: { ...week.services } }))}
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
  const rows = weeks.map((week) => ({
    label: weekLabel(week.week),
    values: { median: week.median_minutes, p90: week.p90_minutes },
  }));
  const title = copy.charts.response;
  const answered = weeks.some((week) => week.median_minutes !== null);
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
        <XAxis dataKey="label" tickLine={false} axisLine={false} minTickGap={8} />
        <YAxis width={AXIS_WIDTH} tickLine={false} axisLine={false} />
        <ChartTooltip content={<ChartTooltipContent />} />
        <ChartLegend content={<ChartLegendContent />} />
        {Object.keys(responseConfig).map((key) => (
          <Line
            key={key}
            dataKey={key}
            stroke={`var(--color-${key})`}
            strokeWidth={2}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ChartContainer>
  );
}
