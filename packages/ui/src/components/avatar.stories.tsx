import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { Avatar, AvatarFallback } from "./avatar";

const meta = {
  title: "UI/Avatar",
  component: Avatar,
  tags: ["autodocs"],
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InitialsFallback: Story = {
  render: (args) => (
    <Avatar {...args}>
      <AvatarFallback name="Maria Santos" />
    </Avatar>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("MS")).toBeVisible();
    await expect(canvas.getByText("Maria Santos")).toHaveClass("sr-only");
  },
};

export const Group: Story = {
  render: () => (
    <ul className="flex -space-x-3" aria-label="Team">
      {["Juan dela Cruz", "Ana Reyes", "Karim Haddad"].map((name) => (
        <li key={name}>
          <Avatar className="ring-2 ring-background">
            <AvatarFallback name={name} />
          </Avatar>
        </li>
      ))}
    </ul>
  ),
};
