import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { axeViolations } from "../test/axe";
import { StatusBadge } from "./status-badge";

describe("StatusBadge", () => {
  it("says the status in words; the tone only colours it", async () => {
    render(
      <p>
        <StatusBadge tone="attention">Pending</StatusBadge>
        <StatusBadge tone="negative">Cancelled</StatusBadge>
      </p>,
    );
    expect(screen.getByText("Pending").closest("[data-slot=status-badge]")).toHaveAttribute(
      "data-tone",
      "attention",
    );
    expect(screen.getByText("Cancelled")).toHaveTextContent(/^Cancelled$/);
    expect(await axeViolations()).toEqual([]);
  });
});
