import { consoleDashboardCopy as copy } from "@innovatehub/content/console";
import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTable,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from "@innovatehub/ui/chart";
import { Bar, BarChart, CartesianGrid, XAxis } from "recharts";
import { formatManilaMonthDay } from "../lib/format";
import { edgePadding, valueTickLabels } from "./axis-text";
import { RowNameAxis, ValueAxis } from "./chart-axes";

/** A chart row: its label, and a value per series. */
type Row = { label: string; values: Record<string, number | null> };

/** One row per week, labelled by the week's first day ("2026-10-05" as "Oct 5", the Manila day it is). */
export function weekRows<Week extends { week: string }>(
  weeks: readonly Week[],
  values: (week: Week) => Row["values"],
): Row[] {
  return weeks.map((week) => ({ label: formatManilaMonthDay(week.week), values: values(week) }));
}

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
  const highest = Math.max(
    0,
    ...rows.map((row) => series.reduce((total, key) => total + (row.values[key] ?? 0), 0)),
  );
  return (
    <ChartContainer
      config={config}
      title={title}
      tableLabel={copy.showTable}
      table={<ChartTable caption={title} rowHeader={rowHeader} series={series} rows={rows} />}
    >
      <BarChart data={data} layout={layout} accessibilityLayer={false}>
        <CartesianGrid vertical={vertical} horizontal={!vertical} syncWithTicks />
        {vertical ? (
          <>
            {/* The last figure is centred on the plot's right edge: the room to draw it whole. */}
            <XAxis
              type="number"
              allowDecimals={false}
              tickLine={false}
              axisLine={false}
              padding={{ left: 0, right: edgePadding(valueTickLabels(highest, false)) }}
            />
            <RowNameAxis names={rows.map((row) => row.label)} />
          </>
        ) : (
          <>
            <XAxis dataKey="label" tickLine={false} axisLine={false} minTickGap={8} />
            <ValueAxis max={highest} allowDecimals={false} />
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
