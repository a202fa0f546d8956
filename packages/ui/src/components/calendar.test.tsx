import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { axeViolations } from "../test/axe";
import { CALENDAR_WEEK_STARTS_ON, Calendar } from "./calendar";

/** Wednesday 12 November 2025. */
const TODAY = new Date(2025, 10, 12);
const SUNDAY = 0;
const SATURDAY = 6;

describe("Calendar", () => {
  it("starts weeks on Sunday and is axe-clean", async () => {
    render(<Calendar mode="single" defaultMonth={TODAY} />);
    expect(CALENDAR_WEEK_STARTS_ON).toBe(SUNDAY);
    // day-picker hides its weekday row from assistive tech (each day button names its weekday).
    const headers = within(screen.getByRole("grid")).getAllByRole("columnheader", { hidden: true });
    expect(headers[0]).toHaveAttribute("aria-label", "Sunday");
    expect(headers.at(-1)).toHaveAttribute("aria-label", "Saturday");
    expect(await axeViolations()).toEqual([]);
  });

  it("passes a disabled matcher through: past days and weekends cannot be chosen", async () => {
    const onSelect = vi.fn();
    render(
      <Calendar
        mode="single"
        defaultMonth={TODAY}
        onSelect={onSelect}
        disabled={[{ before: TODAY }, { dayOfWeek: [SUNDAY, SATURDAY] }]}
      />,
    );
    const dayButton = (day: number) =>
      screen.getByRole("button", { name: new RegExp(`\\b${day} November 2025`) });

    expect(dayButton(11)).toBeDisabled();
    expect(dayButton(15)).toBeDisabled();
    expect(dayButton(16)).toBeDisabled();
    expect(dayButton(13)).toBeEnabled();

    await userEvent.click(dayButton(13));
    expect(onSelect).toHaveBeenCalledTimes(1);
    const [selected] = onSelect.mock.calls[0] ?? [];
    expect(selected).toEqual(new Date(2025, 10, 13));
  });

  it("adds a day's note to its accessible name, so a disabled day says why", () => {
    const holiday = new Date(2025, 10, 14);
    render(
      <Calendar
        mode="single"
        defaultMonth={TODAY}
        disabled={holiday}
        dayNote={(date) =>
          date.getTime() === holiday.getTime() ? "Closed: Company outing" : undefined
        }
      />,
    );
    expect(
      screen.getByRole("button", { name: "Friday 14 November 2025, Closed: Company outing" }),
    ).toBeDisabled();
    expect(screen.getByRole("button", { name: "Thursday 13 November 2025" })).toBeEnabled();
  });

  it("moves between months with labelled buttons", async () => {
    render(<Calendar mode="single" defaultMonth={TODAY} />);
    expect(screen.getByText("November 2025")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /next month/i }));
    expect(screen.getByText("December 2025")).toBeInTheDocument();
  });

  it("takes less room inside on a phone when compact, and the default room otherwise", () => {
    const { container, rerender } = render(<Calendar mode="single" defaultMonth={TODAY} />);
    const calendar = () => container.querySelector("[data-slot=calendar]");
    expect(calendar()).toHaveClass("p-3");
    expect(calendar()).not.toHaveClass("p-1");
    rerender(<Calendar mode="single" defaultMonth={TODAY} density="compact" />);
    expect(calendar()).toHaveClass("p-1", "sm:p-3");
    expect(calendar()).not.toHaveClass("p-3");
  });
});
