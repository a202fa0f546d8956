import { render } from "@testing-library/react";
import { mockReducedMotion } from "@innovatehub/vitest-config/happy-dom";
import { Bar, BarChart, YAxis } from "recharts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ChartContainer, ChartTable, type ChartConfig } from "./chart";

const config = { leads: { label: "Leads", color: "var(--color-chart-1)" } } satisfies ChartConfig;
const weeks = [
  { week: "Oct 5", leads: 1 },
  { week: "Oct 12", leads: 3 },
];

/**
 * A bar chart as the kit's charts are written: no animation setting of its own, so Recharts' default decides
 * (`isAnimationActive: "auto"`, off when the reader prefers reduced motion).
 */
function drawLeads() {
  const { container } = render(
    <ChartContainer
      config={config}
      title="Leads per week"
      tableLabel="Show the figures as a table"
      table={
        <ChartTable
          caption="Leads per week"
          rowHeader="Week"
          series={["leads"]}
          rows={weeks.map(({ week, leads }) => ({ label: week, values: { leads } }))}
        />
      }
    >
      <BarChart data={weeks} accessibilityLayer={false}>
        <YAxis allowDecimals={false} />
        <Bar dataKey="leads" fill="var(--color-leads)" />
      </BarChart>
    </ChartContainer>,
  );
  const bars = Array.from(container.querySelectorAll(".recharts-bar-rectangle path"));
  const tick = (value: string) =>
    Array.from(container.querySelectorAll(".recharts-yAxis-tick-labels text")).find(
      (text) => text.textContent === value,
    );
  return { bars, tick };
}

/*
 * The unit tests' DOM lays nothing out: without a ResizeObserver the chart keeps the kit's initial size, and the
 * figures compared here are the positions Recharts computes from its scales.
 */
beforeEach(() => {
  vi.stubGlobal("ResizeObserver", undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("Chart motion", () => {
  it("draws every bar at its full height at once when the reader prefers reduced motion", () => {
    mockReducedMotion(true);
    const { bars, tick } = drawLeads();
    expect(bars).toHaveLength(weeks.length);
    // The tallest bar (3 leads) reaches the value axis' "3".
    const tallestTop = Math.min(...bars.map((bar) => Number(bar.getAttribute("y"))));
    expect(tallestTop).toBe(Number(tick("3")?.getAttribute("y")));
  });

  it("grows the bars from nothing otherwise", () => {
    mockReducedMotion(false);
    expect(drawLeads().bars).toHaveLength(0);
  });
});
