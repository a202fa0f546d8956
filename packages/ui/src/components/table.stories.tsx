import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "./table";

const CLIENTS = [
  { name: "Bank of Batangas", industry: "Banking", since: "2021" },
  { name: "PlataPay Agents", industry: "Payments", since: "2022" },
  { name: "Dubai Trade Hub", industry: "Trade", since: "2024" },
] as const;

const meta = {
  title: "UI/Table",
  component: Table,
  tags: ["autodocs"],
  parameters: { layout: "padded" },
  render: (args) => (
    <Table {...args}>
      <TableCaption>Our clients</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Client</TableHead>
          <TableHead>Industry</TableHead>
          <TableHead>Since</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {CLIENTS.map((client) => (
          <TableRow key={client.name}>
            <TableCell className="font-semibold">{client.name}</TableCell>
            <TableCell>{client.industry}</TableCell>
            <TableCell>{client.since}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ),
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table", { name: "Our clients" })).toBeVisible();
    await expect(canvas.getAllByRole("row")).toHaveLength(CLIENTS.length + 1);
  },
};

export const ScrollableArea: Story = {
  args: { containerProps: { className: "h-40", tabIndex: 0, role: "region", "aria-label": "Client list" } },
};

const PAYOUTS = [
  { agent: "Sari-sari ni Aling Nena", amount: "₱1,250.00" },
  { agent: "Comia General Merchandise", amount: "₱980.50" },
] as const;

/**
 * `TableHead align="end"` over a column of figures, so the heading lines up with them; `TableRow
 * highlightOnHover={false}` for a row that is not one of the records (the empty or error message).
 */
export const FiguresAndMessageRow: Story = {
  render: () => (
    <Table>
      <TableCaption>Payouts this week</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Agent</TableHead>
          <TableHead align="end">Amount</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {PAYOUTS.map((payout) => (
          <TableRow key={payout.agent}>
            <TableCell>{payout.agent}</TableCell>
            <TableCell className="text-right tabular-nums">{payout.amount}</TableCell>
          </TableRow>
        ))}
        <TableRow highlightOnHover={false}>
          <TableCell colSpan={2} className="text-muted-foreground">
            Payouts before Monday are in last week's report.
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole("columnheader", { name: "Amount" })).textAlign).toBe("right");
    await expect(getComputedStyle(canvas.getByRole("columnheader", { name: "Agent" })).textAlign).toBe("left");
  },
};
