import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { DatePicker, type DatePickerProps } from "./date-picker";

/** A fixed "today" (Wednesday 12 November 2025) so the story looks the same every day. */
const TODAY = "2025-11-12";
const CLOSED = "2025-11-14";
const onChange = fn();

function isOff(dayKey: string): boolean {
  const weekday = new Date(`${dayKey}T12:00:00Z`).getUTCDay();
  return dayKey < TODAY || weekday === 0 || weekday === 6 || dayKey === CLOSED;
}

function StatefulPicker(args: DatePickerProps) {
  const [value, setValue] = useState<string | null>(args.value);
  return (
    <DatePicker
      {...args}
      value={value}
      onChange={(dayKey) => {
        setValue(dayKey);
        args.onChange(dayKey);
      }}
      chosenText={value === null ? args.chosenText : `Chosen: ${value}`}
    />
  );
}

const meta = {
  title: "UI/DatePicker",
  component: DatePicker,
  tags: ["autodocs"],
  args: {
    label: "Date",
    required: true,
    value: null,
    onChange,
    today: TODAY,
    isDayDisabled: isOff,
    dayNote: (dayKey: string) => (dayKey === CLOSED ? "Closed: Company outing" : undefined),
    chosenText: "Pick a date",
  },
  render: (args) => <StatefulPicker {...args} />,
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Weekends, past days and a closed day are off; a day chosen by keyboard is announced. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Date (required)" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: /\b14 November 2025.*Closed/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: /\b13 November 2025/ }));
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(onChange).toHaveBeenLastCalledWith("2025-11-20");
    await expect(canvas.getByText("Chosen: 2025-11-20")).toBeVisible();
  },
};

/** The error is shown under the calendar and describes the group. */
export const WithError: Story = {
  args: { error: "Please choose a day" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Date (required)" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(canvas.getByRole("alert")).toHaveTextContent("Please choose a day");
  },
};

/** `calendarDensity="compact"` passes the calendar's compact density through (a picker in a phone's dialog). */
export const CompactCalendar: Story = {
  args: { calendarDensity: "compact" },
};

/**
 * `daysPending` while the caller still loads which days are closed: no day can be chosen, the field is busy and
 * the line under it says so (the text is the caller's).
 */
export const DaysPending: Story = {
  args: { daysPending: true, daysPendingText: "Checking which days are open…" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Date (required)" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(canvas.getByRole("button", { name: /\b13 November 2025/ })).toBeDisabled();
    await expect(canvas.getByText("Checking which days are open…")).toBeVisible();
  },
};
