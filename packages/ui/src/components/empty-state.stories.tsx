import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { Button } from "./button";
import { EmptyState } from "./empty-state";

const meta = {
  title: "UI/EmptyState",
  component: EmptyState,
  tags: ["autodocs"],
  parameters: { layout: "padded" },
  args: { title: "Nothing here", description: "No booking or inquiry matches these filters." },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Nothing here");
  },
};

export const LoadError: Story = {
  name: "Error",
  args: {
    variant: "error",
    title: "The list could not be loaded",
    description: "Check your connection, then try again.",
    action: <Button type="button">Try again</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toBeVisible();
  },
};
