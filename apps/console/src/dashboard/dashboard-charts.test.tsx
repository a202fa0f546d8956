import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DashboardFigures } from "../data/leads/dashboard-query";
import { labelWidth, TICK_GAP } from "./axis-text";
import { LeadsBySourceChart, ResponseTimeChart } from "./dashboard-charts";

/*
 * The drawings are hidden from assistive technology (the table is their accessible view), so these read the SVG
 * itself. The unit tests' DOM lays nothing out: labels are measured by the axis module's per-character estimate,
 * and without a ResizeObserver the chart keeps the kit's initial size. Figures are compared with one another or
 * with a label's measure, never with a pixel count.
 */
beforeEach(() => {
  vi.stubGlobal("ResizeObserver", undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

type Sources = DashboardFigures["sources"];

function drawSources(sources: Sources) {
  const { container, unmount } = render(<LeadsBySourceChart sources={sources} />);
  const names = Array.from(
    container.querySelectorAll<SVGTextElement>(".recharts-yAxis-tick-labels text"),
  ).map((text) => ({
    // Where each name ends: the category axis' right edge less the gap to the bars.
    end: Number(text.getAttribute("x")),
    shown: text.querySelector("tspan")?.textContent ?? "",
    title: text.querySelector("title")?.textContent ?? null,
  }));
  unmount();
  return names;
}

/** The right edge of the category axis: every name ends at the same place. */
function axisEnd(names: ReturnType<typeof drawSources>): number {
  const ends = new Set(names.map((name) => name.end));
  expect(ends.size).toBe(1);
  return [...ends][0] ?? Number.NaN;
}

describe("the dashboard's leads by source", () => {
  it("draws every source's name whole, on an axis that grows with the longest name", () => {
    const short = drawSources([
      { source: "direct", leads: 4 },
      { source: "google", leads: 2 },
    ]);
    const longer = drawSources([
      { source: "direct", leads: 4 },
      { source: "facebook / paid", leads: 2 },
    ]);
    expect(short.map((name) => name.shown)).toEqual(["direct", "google"]);
    expect(longer.map((name) => name.shown)).toEqual(["direct", "facebook / paid"]);
    expect(longer.every((name) => name.title === null)).toBe(true);
    expect(axisEnd(longer)).toBeGreaterThan(axisEnd(short));
  });

  it("caps the axis and cuts only a name past the cap, keeping it whole in its title", () => {
    const longName = "partner-newsletter / december-holiday-campaign-batangas";
    const longerName = `${longName}-and-dubai-expansion-announcement`;
    const capped = drawSources([
      { source: "direct", leads: 4 },
      { source: longName, leads: 2 },
    ]);
    const stillCapped = drawSources([
      { source: "direct", leads: 4 },
      { source: longerName, leads: 2 },
    ]);
    expect(axisEnd(stillCapped)).toBe(axisEnd(capped));

    const [direct, cut] = capped;
    expect(direct).toMatchObject({ shown: "direct", title: null });
    expect(cut?.title).toBe(longName);
    // Cut in the middle: its start and its end, which tell it from a name that shares its start.
    const [start = "", end = ""] = cut?.shown.split("…") ?? [];
    expect(start.length).toBeGreaterThan(0);
    expect(end.length).toBeGreaterThan(0);
    expect(longName.startsWith(start) && longName.endsWith(end)).toBe(true);
    const [, longerCut] = stillCapped;
    expect(longerCut?.title).toBe(longerName);
    expect(longerCut?.shown).not.toBe(cut?.shown);
  });
});

describe("the dashboard's first response per week", () => {
  it("keeps the first and last weeks' dots inside the drawing, clear of its edges", () => {
    const week = { bookings: 0, inquiries: 1, answered: 1, services: {} };
    const weeks = [
      { ...week, week: "2026-10-05", median_minutes: 12, p90_minutes: 30 },
      { ...week, week: "2026-10-12", median_minutes: 20, p90_minutes: 45 },
      { ...week, week: "2026-10-19", median_minutes: 8, p90_minutes: 16 },
    ] as DashboardFigures["weeks"];
    const { container } = render(<ResponseTimeChart weeks={weeks} />);
    const width = Number(container.querySelector(".recharts-surface")?.getAttribute("width"));
    const valueAxisEnd = Number(
      container.querySelector(".recharts-yAxis-tick-labels text")?.getAttribute("x"),
    );
    const dots = Array.from(
      container.querySelectorAll(".recharts-line-dots circle"),
      (dot) => Number(dot.getAttribute("cx")),
    );
    const ticks = Array.from(
      container.querySelectorAll(".recharts-xAxis-tick-labels text"),
      (text) => Number(text.getAttribute("x")),
    );
    expect(dots.length).toBe(weeks.length * 2);
    expect(ticks.length).toBe(weeks.length);
    const first = Math.min(...dots);
    const last = Math.max(...dots);
    // A week's name is centred under its dot: half of it must fit between the dot and the plot's edge.
    expect(first - (valueAxisEnd + TICK_GAP)).toBeGreaterThanOrEqual(labelWidth("Oct 5") / 2);
    expect(width - last).toBeGreaterThanOrEqual(labelWidth("Oct 19") / 2);
    expect([Math.min(...ticks), Math.max(...ticks)]).toEqual([first, last]);
  });
});
