import { useState, type ComponentProps } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { DateRangeFilter, type DateRangeValue } from "./date-range-filter";

const onChange = fn();

function Stateful(props: ComponentProps<typeof DateRangeFilter>) {
  const [value, setValue] = useState<DateRangeValue>(props.value);
  return (
    <DateRangeFilter
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: "UI/DateRangeFilter",
  component: DateRangeFilter,
  tags: ["autodocs"],
  parameters: { layout: "padded" },
  args: {
    value: { from: "2026-12-01", to: "2026-12-15" },
    onChange,
    labels: { from: "From", to: "To", openCalendar: "Pick dates on a calendar" },
    className: "max-w-md",
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof DateRangeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Pick dates on a calendar" }));
    const popover = within(document.body);
    await userEvent.click(await popover.findByRole("button", { name: /\b20 December 2026/ }));
    await expect(onChange).toHaveBeenLastCalledWith({ from: "2026-12-01", to: "2026-12-20" });
    await expect(popover.queryByRole("grid")).toBeNull();
    await expect(canvas.getByLabelText("To")).toHaveValue("2026-12-20");
  },
};

export const Empty: Story = {
  args: { value: { from: null, to: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("From")).toHaveValue("");
    await expect(canvas.getByLabelText("To")).toHaveValue("");
  },
};

export const Loading: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("To")).toBeDisabled();
  },
};

export const Invalid: Story = {
  name: "Error",
  args: { value: { from: "2026-12-15", to: "2026-12-01" }, error: "The start is after the end." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("The start is after the end.");
  },
};
