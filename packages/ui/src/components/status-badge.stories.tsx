import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { StatusBadge } from "./status-badge";

const meta = {
  title: "UI/StatusBadge",
  component: StatusBadge,
  tags: ["autodocs"],
  args: { tone: "attention", children: "Pending" },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Attention: Story = {};

export const AllTones: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <StatusBadge tone="attention">Pending</StatusBadge>
      <StatusBadge tone="positive">Confirmed</StatusBadge>
      <StatusBadge tone="negative">Cancelled</StatusBadge>
      <StatusBadge tone="neutral">Completed</StatusBadge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Cancelled")).toBeVisible();
  },
};
