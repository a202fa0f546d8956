import { useCallback } from "react";
import { useChartWidth, YAxis, type YAxisTickContentProps } from "recharts";
import { axisWidth, fitLabel, TICK_GAP, valueTickLabels } from "./axis-text";

/** The share of a chart's width its row names may take; past it a name is cut and named in full on hover. */
const CATEGORY_AXIS_SHARE = 0.5;

/**
 * What every vertical axis of the dashboard shares: no tick lines, and its labels `TICK_GAP` from the plot, which
 * is what `axisWidth` leaves them.
 */
const verticalAxis = { tickLine: false, axisLine: false, tickSize: 0, tickMargin: TICK_GAP } as const;

/** A row's name beside its bar: whole when it fits `room`, else cut with an ellipsis and whole in its `<title>`. */
function RowName({ x, y, payload, fill, className, room }: YAxisTickContentProps & { room: number }) {
  const name = String(payload.value);
  const shown = fitLabel(name, room);
  return (
    <text x={x} y={y} dy="0.355em" textAnchor="end" fill={fill} className={className}>
      {shown === name ? null : <title>{name}</title>}
      <tspan>{shown}</tspan>
    </text>
  );
}

/**
 * The row names of a horizontal bar chart: the axis is as wide as the longest name, up to a share of the chart;
 * every row keeps its name (Recharts would otherwise drop names it thinks crowded, and a bar would read as its
 * neighbour's).
 */
export function RowNameAxis({ names }: { names: readonly string[] }) {
  const chartWidth = useChartWidth() ?? 0;
  const width = axisWidth(names, Math.floor(chartWidth * CATEGORY_AXIS_SHARE));
  // One tick renderer per width: a new one on every render would hand Recharts new axis settings each time.
  const tick = useCallback(
    (props: YAxisTickContentProps) => <RowName {...props} room={width - TICK_GAP} />,
    [width],
  );
  return (
    <YAxis
      {...verticalAxis}
      type="category"
      dataKey="label"
      width={width}
      interval={0}
      tick={tick}
    />
  );
}

/** A value axis from zero, as wide as its longest figure. */
export function ValueAxis({ max, allowDecimals }: { max: number; allowDecimals: boolean }) {
  return (
    <YAxis
      {...verticalAxis}
      allowDecimals={allowDecimals}
      width={axisWidth(valueTickLabels(max, allowDecimals))}
    />
  );
}
