import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";

import { TimeSlotGrid, type TimeSlotGridProps } from "./time-slot-grid";

const messages = {
  idle: "Choose a day to see its free times.",
  loading: "Checking which times are free…",
  empty: "No free time is left on this day. Choose another day.",
  error: "The free times could not be loaded.",
};

const dayOptions = [
  { value: "09:00", label: "9:00 AM", hint: "2:00 AM your time" },
  { value: "09:30", label: "9:30 AM", hint: "2:30 AM your time" },
  { value: "11:00", label: "11:00 AM", hint: "4:00 AM your time" },
  { value: "13:00", label: "1:00 PM", hint: "6:00 AM your time" },
  { value: "15:30", label: "3:30 PM", hint: "8:30 AM your time" },
];

function Controlled(props: Omit<TimeSlotGridProps, "value" | "onChange">) {
  const [value, setValue] = useState("");
  return <TimeSlotGrid {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: "UI/TimeSlotGrid",
  component: TimeSlotGrid,
  tags: ["autodocs"],
  parameters: { layout: "padded" },
  args: {
    id: "time",
    legend: "Time (PHT)",
    name: "time",
    options: dayOptions,
    value: "",
    onChange: () => undefined,
    status: "ready",
    messages,
  },
  render: ({ value: _value, onChange: _onChange, ...args }) => <Controlled {...args} />,
} satisfies Meta<typeof TimeSlotGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText("9:30 AM"));
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: /11:00 AM/ })).toBeChecked();
  },
};

export const ManySlots: Story = {
  args: {
    options: Array.from({ length: 14 }, (_, index) => ({
      value: String(index),
      label: `${9 + Math.floor(index / 2)}:${index % 2 === 0 ? "00" : "30"}`,
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("radio")).toHaveLength(14);
  },
};

export const Loading: Story = {
  args: { status: "loading" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(messages.loading);
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(messages.empty);
  },
};

export const LoadError: Story = {
  name: "Error",
  args: { status: "error", retry: { label: "Try again", onRetry: () => undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(messages.error);
  },
};
