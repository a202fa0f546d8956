import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";

import { Input } from "./input";
import { Label } from "./label";

const meta = {
  title: "UI/Input",
  component: Input,
  tags: ["autodocs"],
  args: { id: "email", type: "email", placeholder: "you@company.com" },
  render: (args) => (
    <div className="grid w-72 gap-2">
      <Label htmlFor={args.id}>Email</Label>
      <Input {...args} />
    </div>
  ),
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await userEvent.type(input, "ana@example.com");
    await expect(input).toHaveValue("ana@example.com");
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Invalid: Story = { args: { "aria-invalid": true, defaultValue: "not-an-email" } };

/** `shape="pill"` rounds the box fully (a search box). */
export const Pill: Story = {
  args: { shape: "pill", id: "search", type: "search", placeholder: "Search services" },
  render: (args) => (
    <div className="grid w-72 gap-2">
      <Label htmlFor={args.id}>Search</Label>
      <Input {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("searchbox", { name: "Search" });
    const radius = Number.parseFloat(getComputedStyle(input).borderTopLeftRadius);
    await expect(radius).toBeGreaterThanOrEqual(input.getBoundingClientRect().height / 2);
  },
};
