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
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";
import { formatManilaMonthDay } from "../lib/format";

/** A chart row: its label, and a value per series. */
type Row = { label: string; values: Record<string, number | null> };

/** The width of a chart's value axis. */
export const AXIS_WIDTH = 36;

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
