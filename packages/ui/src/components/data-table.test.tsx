import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { axeViolations } from "../test/axe";
import { DataTable, type DataTableColumn } from "./data-table";
import { sampleLeads, type SampleLead } from "./data-table.fixtures";
import { EmptyState } from "./empty-state";

const columns: DataTableColumn<SampleLead>[] = [
  { id: "name", header: "Name", cell: (row) => row.name, sortable: true },
  { id: "status", header: "Status", cell: (row) => row.status },
  { id: "received", header: "Received", cell: (row) => row.received, sortable: true },
];

function renderTable(props: Partial<React.ComponentProps<typeof DataTable<SampleLead>>> = {}) {
  return render(
    <DataTable
      caption="Leads"
      columns={columns}
      rows={sampleLeads(3)}
      rowKey={(row) => row.id}
      {...props}
    />,
  );
}

describe("DataTable", () => {
  it("shows one row per record under captioned column headers", async () => {
    renderTable();
    const table = screen.getByRole("table", { name: "Leads" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Name", "Status", "Received"]);
    expect(within(table).getAllByRole("row")).toHaveLength(4);
    expect(await axeViolations()).toEqual([]);
  });

  it("reports the sort asked for and marks the sorted column", async () => {
    const onSortChange = vi.fn();
    renderTable({ sort: { columnId: "name", direction: "asc" }, onSortChange });
    expect(screen.getByRole("columnheader", { name: "Name" })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    expect(screen.getByRole("columnheader", { name: "Received" })).toHaveAttribute(
      "aria-sort",
      "none",
    );
    expect(screen.getByRole("columnheader", { name: "Status" })).not.toHaveAttribute("aria-sort");

    await userEvent.click(screen.getByRole("button", { name: "Name" }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: "name", direction: "desc" });
    await userEvent.click(screen.getByRole("button", { name: "Received" }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: "received", direction: "asc" });
  });

  it("shows placeholder rows while loading and marks the table busy", () => {
    const { container } = renderTable({ loading: true, skeletonRows: 4 });
    expect(screen.getByRole("table")).toHaveAttribute("aria-busy", "true");
    expect(container.querySelectorAll('[data-slot="data-table-skeleton-row"]')).toHaveLength(4);
    expect(screen.queryByText("Client 001")).not.toBeInTheDocument();
  });

  it("shows the empty slot when there are no rows, and an error the same way", () => {
    const { rerender } = renderTable({ rows: [], empty: <EmptyState title="No leads yet" /> });
    expect(screen.getByRole("status")).toHaveTextContent("No leads yet");
    rerender(
      <DataTable
        caption="Leads"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        empty={<EmptyState variant="error" title="Could not load" />}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Could not load");
  });

  it("renders many rows", () => {
    renderTable({ rows: sampleLeads(500) });
    expect(screen.getAllByRole("row")).toHaveLength(501);
  });
});
