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
