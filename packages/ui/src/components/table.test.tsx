import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { axeViolations } from "../test/axe";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "./table";

describe("Table", () => {
  it("is a captioned table with column headers inside a scroll container", async () => {
    render(
      <Table containerProps={{ "aria-label": "Clients", tabIndex: 0, role: "region" }}>
        <TableCaption>Our clients</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Client</TableHead>
            <TableHead>Industry</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>Bank of Batangas</TableCell>
            <TableCell>Banking</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const table = screen.getByRole("table", { name: "Our clients" });
    expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Client",
      "Industry",
    ]);
    expect(within(table).getByRole("cell", { name: "Bank of Batangas" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Clients" })).toContainElement(table);
    expect(await axeViolations()).toEqual([]);
  });

  it("named by a heading, its scroll container is a region a keyboard can reach", async () => {
    render(
      <div>
        <h2 id="speed">Page speed</h2>
        <Table regionLabelledBy="speed">
          <TableBody>
            <TableRow>
              <TableCell>/about</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </div>,
    );
    const region = screen.getByRole("region", { name: "Page speed" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(region).toContainElement(screen.getByRole("table"));
    expect(await axeViolations()).toEqual([]);
  });

  it("highlights a record row on hover, but not a row that only carries a message", () => {
    render(
      <Table>
        <TableBody>
          <TableRow>
            <TableCell>Bank of Batangas</TableCell>
          </TableRow>
          <TableRow highlightOnHover={false}>
            <TableCell>No more clients</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const [record, message] = screen.getAllByRole("row");
    expect(record).toHaveClass("hover:bg-muted/60");
    expect(message).not.toHaveClass("hover:bg-muted/60");
  });
});
