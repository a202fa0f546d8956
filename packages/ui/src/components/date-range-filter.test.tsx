import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { axeViolations } from "../test/axe";
import { DateRangeFilter, isReversed, type DateRangeValue } from "./date-range-filter";

const labels = { from: "From", to: "To", openCalendar: "Pick dates on a calendar" };

function Controlled({
  initial,
  onChange,
}: {
  initial: DateRangeValue;
  onChange: (v: DateRangeValue) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DateRangeFilter
      value={value}
      labels={labels}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe("DateRangeFilter", () => {
  it("takes typed days for either end and keeps the other", async () => {
    const onChange = vi.fn();
    render(<Controlled initial={{ from: null, to: "2026-12-31" }} onChange={onChange} />);
    const from = screen.getByLabelText("From");
    await userEvent.type(from, "2026-12-01");
    expect(onChange).toHaveBeenLastCalledWith({ from: "2026-12-01", to: "2026-12-31" });
    await userEvent.clear(screen.getByLabelText("To"));
    expect(onChange).toHaveBeenLastCalledWith({ from: "2026-12-01", to: null });
    expect(await axeViolations()).toEqual([]);
  });

  it("picks a range on the calendar and closes it", async () => {
    const onChange = vi.fn();
    render(<Controlled initial={{ from: "2026-12-01", to: null }} onChange={onChange} />);
    await userEvent.click(screen.getByRole("button", { name: labels.openCalendar }));
    const grid = await screen.findByRole("grid");
    expect(grid).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: /\b10 December 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith({ from: "2026-12-01", to: "2026-12-10" });
    expect(screen.queryByRole("grid")).toBeNull();
  });

  it("shows an error on both inputs", () => {
    render(
      <DateRangeFilter
        value={{ from: "2026-12-10", to: "2026-12-01" }}
        labels={labels}
        onChange={() => undefined}
        error="The start is after the end."
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("The start is after the end.");
    expect(screen.getByLabelText("From")).toHaveAccessibleDescription(
      "The start is after the end.",
    );
    expect(screen.getByLabelText("To")).toHaveAttribute("aria-invalid", "true");
  });

  it("can be disabled while its data loads", () => {
    render(
      <DateRangeFilter
        value={{ from: null, to: null }}
        labels={labels}
        onChange={() => undefined}
        disabled
      />,
    );
    expect(screen.getByLabelText("From")).toBeDisabled();
    expect(screen.getByRole("button", { name: labels.openCalendar })).toBeDisabled();
  });

  it("knows a reversed range", () => {
    expect(isReversed({ from: "2026-12-10", to: "2026-12-01" })).toBe(true);
    expect(isReversed({ from: "2026-12-01", to: "2026-12-01" })).toBe(false);
    expect(isReversed({ from: null, to: "2026-12-01" })).toBe(false);
  });
});
