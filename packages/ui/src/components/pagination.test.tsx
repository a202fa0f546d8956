import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { axeViolations } from "../test/axe";
import { Pagination } from "./pagination";

const labels = { previous: "Previous page", next: "Next page" };

describe("Pagination", () => {
  it("moves one page back or forward and says where it is", async () => {
    const onPageChange = vi.fn();
    render(
      <Pagination
        aria-label="Leads"
        page={2}
        pageCount={3}
        onPageChange={onPageChange}
        status="Page 2 of 3"
        labels={labels}
      />,
    );
    expect(screen.getByRole("navigation", { name: "Leads" })).toHaveTextContent("Page 2 of 3");
    await userEvent.click(screen.getByRole("button", { name: "Previous page" }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    expect(await axeViolations()).toEqual([]);
  });

  it("cannot go before the first or past the last page", () => {
    render(
      <Pagination
        page={1}
        pageCount={1}
        onPageChange={vi.fn()}
        status="Page 1 of 1"
        labels={labels}
      />,
    );
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
  });
});
