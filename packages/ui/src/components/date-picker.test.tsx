import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { axeViolations } from "../test/axe";
import { DatePicker, type DatePickerProps } from "./date-picker";

/** Wednesday 12 November 2025. */
const TODAY = "2025-11-12";
const CLOSED = "2025-11-14";

function isWeekendOrPastOrClosed(dayKey: string): boolean {
  const weekday = new Date(`${dayKey}T12:00:00Z`).getUTCDay();
  return dayKey < TODAY || weekday === 0 || weekday === 6 || dayKey === CLOSED;
}

function dayButton(day: number, month = "November") {
  return screen.getByRole("button", { name: new RegExp(`\\b${day} ${month} 2025`) });
}

function Picker({ onChange, ...props }: Partial<DatePickerProps>) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <DatePicker
      label="Date"
      required
      value={value}
      onChange={(dayKey) => {
        setValue(dayKey);
        onChange?.(dayKey);
      }}
      today={TODAY}
      isDayDisabled={isWeekendOrPastOrClosed}
      dayNote={(dayKey) => (dayKey === CLOSED ? "Closed: Company outing" : undefined)}
      chosenText={value === null ? "Pick a date" : `Chosen: ${value}`}
      {...props}
    />
  );
}

describe("DatePicker", () => {
  it("is a group named by its label and the required mark, and is axe-clean", async () => {
    render(<Picker />);
    expect(screen.getByRole("group", { name: "Date (required)" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("disables the days the caller rules out and names why a closed day is off", () => {
    render(<Picker />);
    expect(dayButton(11)).toBeDisabled();
    expect(dayButton(15)).toBeDisabled();
    expect(dayButton(14)).toBeDisabled();
    expect(dayButton(14)).toHaveAccessibleName(/Closed: Company outing/);
    expect(dayButton(13)).toBeEnabled();
  });

  it("hands back the chosen day as a day key and announces it", async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await userEvent.click(dayButton(13));
    expect(onChange).toHaveBeenCalledWith("2025-11-13");
    expect(screen.getByText("Chosen: 2025-11-13")).toHaveAttribute("aria-live", "polite");
  });

  it("is usable by keyboard: arrows move between days, Enter chooses, focus is visible", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Picker onChange={onChange} />);
    await user.click(dayButton(13));
    expect(dayButton(13)).toHaveFocus();
    expect(dayButton(13).className).toContain("focus-visible:ring");
    await user.keyboard("{ArrowDown}");
    expect(dayButton(20)).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("2025-11-20");
  });

  it("opens on the month of `openOn` and never shows a month before today's", async () => {
    const user = userEvent.setup();
    render(<Picker openOn="2025-12-03" />);
    expect(dayButton(3, "December")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /previous month/i }));
    expect(dayButton(13)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /previous month/i }));
    expect(dayButton(13)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /\b15 October 2025/ })).toBeNull();
  });

  it("shows an error, marks the group invalid and describes it by the message", () => {
    render(<Picker error="Please choose a day" />);
    const group = screen.getByRole("group", { name: "Date (required)" });
    expect(group).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("Please choose a day");
    expect(group).toHaveAccessibleDescription(/Please choose a day/);
  });

  describe("while the days are pending", () => {
    const PENDING_TEXT = "Checking which days are open…";

    it("offers no day, is busy and says why, while the months still turn", async () => {
      const onChange = vi.fn();
      const user = userEvent.setup();
      render(<Picker onChange={onChange} daysPending daysPendingText={PENDING_TEXT} />);
      const group = screen.getByRole("group", { name: "Date (required)" });
      expect(group).toHaveAttribute("aria-busy", "true");
      expect(group).toHaveAccessibleDescription(PENDING_TEXT);
      expect(screen.getByText(PENDING_TEXT)).toHaveAttribute("aria-live", "polite");
      expect(screen.queryByText("Pick a date")).toBeNull();
      expect(dayButton(13)).toBeDisabled();
      expect(dayButton(20)).toBeDisabled();
      await user.click(dayButton(13));
      expect(onChange).not.toHaveBeenCalled();
      await user.click(screen.getByRole("button", { name: /next month/i }));
      expect(dayButton(3, "December")).toBeDisabled();
      expect(await axeViolations()).toEqual([]);
    });

    it("offers the open days again once they are known", async () => {
      const onChange = vi.fn();
      const user = userEvent.setup();
      const { rerender } = render(
        <Picker onChange={onChange} daysPending daysPendingText={PENDING_TEXT} />,
      );
      expect(dayButton(13)).toBeDisabled();
      rerender(<Picker onChange={onChange} daysPending={false} daysPendingText={PENDING_TEXT} />);
      const group = screen.getByRole("group", { name: "Date (required)" });
      expect(group).not.toHaveAttribute("aria-busy");
      expect(screen.queryByText(PENDING_TEXT)).toBeNull();
      expect(dayButton(14)).toBeDisabled();
      await user.click(dayButton(13));
      expect(onChange).toHaveBeenCalledWith("2025-11-13");
      expect(screen.getByText("Chosen: 2025-11-13")).toBeInTheDocument();
    });
  });

  it("passes calendarDensity to its calendar", () => {
    const { container } = render(<Picker calendarDensity="compact" />);
    expect(container.querySelector("[data-slot=calendar]")).toHaveClass("p-1");
  });
});
