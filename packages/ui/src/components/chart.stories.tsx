import type { Meta, StoryObj } from "@storybook/react-vite";
import { Bar, BarChart, CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";
import { expect, userEvent } from "storybook/test";

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
