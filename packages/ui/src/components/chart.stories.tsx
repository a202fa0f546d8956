import type { Meta, StoryObj } from "@storybook/react-vite";
import { Bar, BarChart, CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";
import { expect, userEvent, waitFor } from "storybook/test";

import { chartDrawing, computedColour, middleOf, unmatchedSelectors } from "../test/chart-drawing";

import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTable,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from "./chart";

const weeks = [
  { week: "Oct 5", bookings: 1, inquiries: 2 },
  { week: "Oct 12", bookings: 1, inquiries: 2 },
  { week: "Oct 19", bookings: 3, inquiries: 0 },
];

const leadsConfig = {
  bookings: { label: "Bookings", color: "var(--color-chart-1)" },
  inquiries: { label: "Inquiries", color: "var(--color-chart-3)" },
} satisfies ChartConfig;

function LeadsPerWeek() {
  return (
    <ChartContainer
      config={leadsConfig}
      title="Leads per week"
      tableLabel="Show the figures as a table"
      table={
        <ChartTable
          caption="Leads per week"
          rowHeader="Week"
          series={["bookings", "inquiries"]}
          rows={weeks.map(({ week, ...values }) => ({ label: week, values }))}
        />
      }
    >
      <BarChart data={weeks} accessibilityLayer={false}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="week" tickLine={false} axisLine={false} />
        <YAxis allowDecimals={false} width={32} tickLine={false} axisLine={false} />
        <ChartTooltip content={<ChartTooltipContent />} />
        <ChartLegend content={<ChartLegendContent />} />
        <Bar dataKey="bookings" stackId="leads" fill="var(--color-bookings)" />
        <Bar dataKey="inquiries" stackId="leads" fill="var(--color-inquiries)" />
      </BarChart>
    </ChartContainer>
  );
}

const responseConfig = {
  median: { label: "Median", color: "var(--color-chart-1)" },
  p90: { label: "90th percentile", color: "var(--color-chart-5)" },
} satisfies ChartConfig;

type ResponseRow = { week: string; median: number | null; p90: number | null };

const responses: readonly ResponseRow[] = [
  { week: "Oct 5", median: 20, p90: 84 },
  { week: "Oct 12", median: 17.5, p90: 27.5 },
  { week: "Oct 19", median: null, p90: null },
];

function ResponseTimes({
  rows = responses,
  emptyMessage,
}: {
  rows?: readonly ResponseRow[];
  emptyMessage?: string;
}) {
  return (
    <ChartContainer
      config={responseConfig}
      emptyMessage={emptyMessage}
      title="Time to first response (business minutes)"
      tableLabel="Show the figures as a table"
      table={
        <ChartTable
          caption="Time to first response (business minutes)"
          rowHeader="Week"
          series={["median", "p90"]}
          empty="No answers"
          rows={rows.map(({ week, ...values }) => ({ label: week, values }))}
        />
      }
    >
      <LineChart data={[...rows]} accessibilityLayer={false}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="week" tickLine={false} axisLine={false} />
        <YAxis width={32} tickLine={false} axisLine={false} />
        <ChartTooltip content={<ChartTooltipContent />} />
        <ChartLegend content={<ChartLegendContent />} />
        <Line dataKey="median" stroke="var(--color-median)" strokeWidth={2} connectNulls />
        <Line dataKey="p90" stroke="var(--color-p90)" strokeWidth={2} connectNulls />
      </LineChart>
    </ChartContainer>
  );
}

/**
 * The kit's colours on what every chart draws: tick labels and grid lines in the tokens, not Recharts' own greys
 * (#666, #ccc). A selector that stops matching after a Recharts upgrade leaves its part in Recharts' grey.
 */
async function expectTokenColours(drawing: HTMLElement) {
  const label = drawing.querySelector(".recharts-cartesian-axis-tick-labels text");
  const gridLine = drawing.querySelector(".recharts-cartesian-grid line");
  await expect(label).not.toBeNull();
  await expect(gridLine).not.toBeNull();
  if (label === null || gridLine === null) {
    return;
  }
  await expect(getComputedStyle(label).fill).toBe(computedColour("var(--muted-foreground)"));
  await expect(getComputedStyle(gridLine).stroke).toBe(computedColour("var(--border)"));
}

/**
 * Points at the middle of the chart until Recharts draws its tooltip's cursor, runs the checks, then moves the
 * pointer away so the story's picture is the chart at rest.
 */
async function whileCursorShown(
  drawing: HTMLElement,
  cursorSelector: string,
  check: (cursor: Element) => Promise<void>,
) {
  const wrapper = drawing.querySelector(".recharts-wrapper");
  await expect(wrapper).not.toBeNull();
  if (wrapper === null) {
    return;
  }
  await userEvent.pointer({ target: wrapper, coords: middleOf(drawing) });
  const cursor = await waitFor(() => {
    const shown = drawing.querySelector(cursorSelector);
    expect(shown).not.toBeNull();
    return shown;
  });
  if (cursor !== null) {
    await check(cursor);
  }
  await userEvent.unhover(wrapper);
  await waitFor(() => expect(drawing.querySelector(cursorSelector)).toBeNull());
}

const BAR_CURSOR = ".recharts-rectangle.recharts-tooltip-cursor";
const LINE_CURSOR = ".recharts-curve.recharts-tooltip-cursor";

const meta = {
  title: "UI/Chart",
  component: ChartContainer,
  tags: ["autodocs"],
  parameters: { layout: "padded" },
} satisfies Meta<typeof ChartContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StackedBars: Story = {
  // The chart is composed in the render function; the args are the component's, unused here.
  args: { config: leadsConfig, title: "", table: null, tableLabel: "", children: <span /> },
  render: () => <LeadsPerWeek />,
  play: async ({ canvas }) => {
    const figure = canvas.getByRole("figure", { name: "Leads per week" });
    await expect(figure).toBeVisible();
    await expect(figure.querySelector(".recharts-bar-rectangle")).not.toBeNull();
    const drawing = chartDrawing(figure);
    await expectTokenColours(drawing);
    await whileCursorShown(drawing, BAR_CURSOR, async (cursor) => {
      await expect(getComputedStyle(cursor).fill).toBe(computedColour("var(--muted)"));
      // Every part the chart styles is drawn here but a line chart's cursor.
      await expect(unmatchedSelectors(drawing)).toEqual([LINE_CURSOR]);
    });
    await userEvent.click(canvas.getByText("Show the figures as a table"));
    const table = canvas.getByRole("table", { name: "Leads per week" });
    await expect(table).toBeVisible();
    await expect(canvas.getByRole("columnheader", { name: "Inquiries" })).toBeVisible();
    await expect(canvas.getByRole("rowheader", { name: "Oct 19" })).toBeVisible();
    // The table's scrolling box is the next stop after the disclosure: a keyboard can scroll a wide table.
    await userEvent.tab();
    await expect(canvas.getByRole("region", { name: "Leads per week" })).toHaveFocus();
  },
};

export const LinesWithGaps: Story = {
  args: StackedBars.args,
  render: () => <ResponseTimes />,
  play: async ({ canvas }) => {
    const drawing = chartDrawing(
      canvas.getByRole("figure", { name: "Time to first response (business minutes)" }),
    );
    await expectTokenColours(drawing);
    await whileCursorShown(drawing, LINE_CURSOR, async (cursor) => {
      await expect(getComputedStyle(cursor).stroke).toBe(computedColour("var(--border)"));
      // Every part the chart styles is drawn here but a bar chart's cursor.
      await expect(unmatchedSelectors(drawing)).toEqual([BAR_CURSOR]);
    });
    await userEvent.click(canvas.getByText("Show the figures as a table"));
    await expect(canvas.getAllByRole("cell", { name: "No answers" })).toHaveLength(2);
    await expect(canvas.getByRole("columnheader", { name: "90th percentile" })).toBeVisible();
  },
};

const unanswered: readonly ResponseRow[] = responses.map(({ week }) => ({
  week,
  median: null,
  p90: null,
}));

export const NothingToDraw: Story = {
  args: StackedBars.args,
  render: () => (
    <ResponseTimes rows={unanswered} emptyMessage="No lead in this range was answered yet." />
  ),
  play: async ({ canvas }) => {
    const figure = canvas.getByRole("figure", {
      name: "Time to first response (business minutes)",
    });
    await expect(figure).toHaveTextContent("No lead in this range was answered yet.");
  },
};
