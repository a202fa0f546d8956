import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { Button } from "./button";
import { DataTable, type DataTableColumn, type DataTableSort } from "./data-table";
import { sampleLeads, type SampleLead } from "./data-table.fixtures";
import { EmptyState } from "./empty-state";
import { StatusBadge } from "./status-badge";

const columns: DataTableColumn<SampleLead>[] = [
  { id: "name", header: "Name", cell: (row) => row.name, sortable: true },
  {
    id: "status",
    header: "Status",
    cell: (row) => (
      <StatusBadge tone={row.status === "Pending" ? "attention" : "positive"}>
        {row.status}
      </StatusBadge>
    ),
  },
  { id: "received", header: "Received", cell: (row) => row.received, sortable: true },
];

function SortableTable({ rows }: { rows: SampleLead[] }) {
  const [sort, setSort] = useState<DataTableSort>({ columnId: "name", direction: "asc" });
  const key = sort.columnId === "name" ? "name" : "received";
  const sorted = [...rows].sort(
    (a, b) => a[key].localeCompare(b[key]) * (sort.direction === "asc" ? 1 : -1),
  );
  return (
    <DataTable
      caption="Leads"
      columns={columns}
      rows={sorted}
      rowKey={(row) => row.id}
      sort={sort}
      onSortChange={setSort}
    />
  );
}

const meta = {
  title: "UI/DataTable",
  component: DataTable,
  tags: ["autodocs"],
  parameters: { layout: "padded" },
  args: { caption: "Leads", columns, rows: sampleLeads(5), rowKey: (row: SampleLead) => row.id },
} satisfies Meta<typeof DataTable<SampleLead>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sortable: Story = {
  render: () => <SortableTable rows={sampleLeads(5)} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Name" }));
    await expect(canvas.getByRole("columnheader", { name: "Name" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await expect(canvas.getAllByRole("row")[1]).toHaveTextContent("Client 005");
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table")).toHaveAttribute("aria-busy", "true");
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    empty: <EmptyState title="No leads yet" description="New ones appear here by themselves." />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("No leads yet");
  },
};

export const LoadError: Story = {
  name: "Error",
  args: {
    rows: [],
    empty: (
      <EmptyState
        variant="error"
        title="The list could not be loaded"
        description="Check your connection, then try again."
        action={<Button type="button">Try again</Button>}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("The list could not be loaded");
  },
};

export const ManyRows: Story = {
  args: { rows: sampleLeads(500) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("row")).toHaveLength(501);
  },
};
