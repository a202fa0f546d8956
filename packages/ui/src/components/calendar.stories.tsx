import { useState } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { Calendar } from "./calendar";

/** A fixed "today" (Wednesday 12 November 2025) so the story looks the same every day. */
const TODAY = new Date(2025, 10, 12);
const SUNDAY = 0;
const SATURDAY = 6;
const onSelect = fn();

function dayName(day: number) {
  return new RegExp(`\\b${day} November 2025`);
}

function weekdayNames(grid: HTMLElement) {
  return Array.from(grid.querySelectorAll("thead th"), (header) => header.getAttribute("aria-label"));
}

const meta = {
  title: "UI/Calendar",
  component: Calendar,
  tags: ["autodocs"],
  args: { mode: "single", defaultMonth: TODAY, today: TODAY, onSelect },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const weekdays = weekdayNames(canvas.getByRole("grid"));
    await expect(weekdays[0]).toBe("Sunday");
    await expect(weekdays.at(-1)).toBe("Saturday");
  },
};

function BookingCalendar() {
  const [selected, setSelected] = useState<Date | undefined>();
  return (
    <Calendar
      mode="single"
      defaultMonth={TODAY}
      today={TODAY}
      selected={selected}
      onSelect={(date) => {
        onSelect(date);
        setSelected(date);
      }}
      disabled={[{ before: TODAY }, { dayOfWeek: [SUNDAY, SATURDAY] }]}
    />
  );
}

export const PastDaysAndWeekendsDisabled: Story = {
  render: () => <BookingCalendar />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: dayName(11) })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: dayName(15) })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: dayName(16) })).toBeDisabled();
    const thursday = canvas.getByRole("button", { name: dayName(13) });
    await expect(thursday).toBeEnabled();
    await userEvent.click(thursday);
    await expect(onSelect).toHaveBeenCalledTimes(1);
    await expect(onSelect.mock.calls[0]?.[0]).toEqual(new Date(2025, 10, 13));
    await expect(canvas.getByRole("button", { name: dayName(13) })).toHaveAccessibleName(/selected$/);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    const thirteenth = canvas.getByRole("button", { name: dayName(13) });
    thirteenth.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("button", { name: dayName(14) })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("button", { name: dayName(21) })).toHaveFocus();
  },
};

/** `density="compact"`: less space inside on a phone, so a calendar in a narrow dialog does not scroll sideways. */
export const Compact: Story = {
  args: { density: "compact" },
};
