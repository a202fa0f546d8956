import * as React from "react";
import * as Recharts from "recharts";

import { cn } from "../lib/utils";

/**
 * Charts on Recharts, the way shadcn/ui wraps it: a config names each series (its label and a theme colour),
 * the container turns the colours into `--color-<series>` custom properties that the Recharts elements use
 * (`fill="var(--color-leads)"`), and tooltip and legend contents read the labels from the same config.
 * Unlike shadcn's, the colours are set as a style attribute (no `<style>` element, so no CSP exception), and
 * every chart carries its figures as a table, for screen readers and for anyone who wants the numbers: the
 * drawing itself is hidden from assistive technology.
 */
export type ChartConfig = Record<string, { label: string; color: string }>;

const ChartContext = React.createContext<ChartConfig | null>(null);

function useChartConfig(): ChartConfig {
  const config = React.useContext(ChartContext);
  if (config === null) {
    throw new Error("Chart parts must be used inside a <ChartContainer />");
  }
  return config;
}

/**
 * The kit's colours on what Recharts draws, found by the classes Recharts 3 puts in its SVG: axis labels, grid
 * lines, the tooltip's cursor (a band behind a bar chart's bars, a line across a line chart) and the drawing's focus
 * outline. The chart stories' tests fail when one of these selectors matches nothing or a part keeps Recharts' own
 * colour, so a Recharts upgrade that renames a class is caught. Recharts writes a tick label's colour as an inline
 * style (`fill: #666`), which only an important rule outranks.
 */
const drawingClasses =
  "h-64 w-full text-small [&_.recharts-cartesian-axis-tick-label_text]:fill-muted-foreground! [&_.recharts-cartesian-grid_line]:stroke-border [&_.recharts-rectangle.recharts-tooltip-cursor]:fill-muted [&_.recharts-curve.recharts-tooltip-cursor]:stroke-border [&_.recharts-surface]:outline-hidden";

type ChartContainerProps = Omit<React.ComponentProps<"figure">, "children"> & {
  config: ChartConfig;
  /** The chart's name, shown as its caption. */
  title: string;
  /** The same figures as a table (usually a <ChartTable />): what screen readers get. */
  table: React.ReactNode;
  /** The summary of the disclosure that shows the table to everyone. */
  tableLabel: string;
  /** One Recharts chart (BarChart, LineChart, …) with `accessibilityLayer={false}`: the table is the accessible view. */
  children: React.ReactElement;
  /**
   * Said in words over the drawing when it has nothing to draw (e.g. no answered lead in the range), so an empty
   * frame never reads as a broken chart.
   */
  emptyMessage?: string;
};

function ChartContainer({
  config,
  title,
  table,
  tableLabel,
  className,
  style,
  children,
  emptyMessage,
  ...props
}: ChartContainerProps) {
  const captionId = React.useId();
  const colors = Object.fromEntries(
    Object.entries(config).map(([key, item]) => [`--color-${key}`, item.color]),
  );
  return (
    <ChartContext.Provider value={config}>
      <figure
        data-slot="chart"
        aria-labelledby={captionId}
        className={cn("flex min-w-0 flex-col gap-3", className)}
        style={{ ...colors, ...style }}
        {...props}
      >
        <figcaption id={captionId} className="font-semibold">
          {title}
        </figcaption>
        {emptyMessage === undefined ? null : (
          <p data-slot="chart-empty" className="text-small text-muted-foreground">
            {emptyMessage}
          </p>
        )}
        <div aria-hidden="true" data-slot="chart-drawing" className={drawingClasses}>
          <Recharts.ResponsiveContainer
            width="100%"
            height="100%"
            initialDimension={{ width: 320, height: 256 }}
          >
            {children}
          </Recharts.ResponsiveContainer>
        </div>
        <details className="text-small">
          <summary className="cursor-pointer rounded text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            {tableLabel}
          </summary>
          {/* A named, focusable region: a keyboard can reach and scroll a table wider than a phone's screen
              (axe scrollable-region-focusable); the focus stop is the scroll container itself. */}
          <div
            role="region"
            aria-labelledby={captionId}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus
            tabIndex={0}
            className="mt-2 overflow-x-auto rounded focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {table}
          </div>
        </details>
      </figure>
    </ChartContext.Provider>
  );
}

type ChartTableProps = {
  caption: string;
  /** The first column's header (e.g. "Week"). */
  rowHeader: string;
  /** Series keys (from the config) to show as columns, in order. */
  series: readonly string[];
  rows: readonly { label: string; values: Readonly<Record<string, number | string | null>> }[];
  /** What an empty cell says (a figure that does not exist, e.g. no response time in a week without answers). */
  empty?: string;
};

/** A chart's figures as a plain table, with the config's series labels as column headers. */
function ChartTable({ caption, rowHeader, series, rows, empty = "—" }: ChartTableProps) {
  const config = useChartConfig();
  return (
    <table className="w-full border-collapse text-left tabular-nums">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-border">
          <th scope="col" className="py-1 pr-3 font-semibold">
            {rowHeader}
          </th>
          {series.map((key) => (
            <th key={key} scope="col" className="py-1 pr-3 font-semibold">
              {config[key]?.label ?? key}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-border last:border-0">
            <th scope="row" className="py-1 pr-3 font-normal">
              {row.label}
            </th>
            {series.map((key) => (
              <td key={key} className="py-1 pr-3">
                {row.values[key] ?? empty}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const ChartTooltip = Recharts.Tooltip;

type PayloadItem = { dataKey?: unknown; name?: unknown; value?: unknown; color?: string };

/** The tooltip's content: the hovered label, then each series' colour, label and value. */
function ChartTooltipContent({
  active,
  payload,
  label,
}: {
  active?: boolean;
  payload?: readonly PayloadItem[];
  label?: unknown;
}) {
  const config = useChartConfig();
  if (!active || !payload?.length) {
    return null;
  }
  return (
    <div className="grid min-w-32 gap-1.5 rounded-lg border border-border bg-popover px-2.5 py-1.5 text-small text-popover-foreground shadow-lg">
      {label === undefined ? null : <div className="font-semibold">{String(label)}</div>}
      {payload.map((item) => {
        const key = String(item.dataKey ?? item.name ?? "");
        return (
          <div key={key} className="flex items-center gap-2">
            <span
              className="size-2.5 shrink-0 rounded-[2px]"
              style={{ backgroundColor: item.color ?? `var(--color-${key})` }}
            />
            <span className="text-muted-foreground">{config[key]?.label ?? key}</span>
            <span className="ml-auto font-semibold tabular-nums">{String(item.value ?? "")}</span>
          </div>
        );
      })}
    </div>
  );
}

const ChartLegend = Recharts.Legend;

/** The legend's content: each series' colour and label from the config. */
function ChartLegendContent({ payload }: { payload?: readonly PayloadItem[] }) {
  const config = useChartConfig();
  if (!payload?.length) {
    return null;
  }
  return (
    <ul className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 pt-2">
      {payload.map((item) => {
        const key = String(item.dataKey ?? item.name ?? "");
        return (
          <li key={key} className="flex items-center gap-1.5">
            <span
              className="size-2.5 shrink-0 rounded-[2px]"
              style={{ backgroundColor: item.color ?? `var(--color-${key})` }}
            />
            {config[key]?.label ?? key}
          </li>
        );
      })}
    </ul>
  );
}

export {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTable,
  ChartTooltip,
  ChartTooltipContent,
};
