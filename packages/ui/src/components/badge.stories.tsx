import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { Badge } from "./badge";

const VARIANTS = ["default", "secondary", "outline", "success", "ai", "dark", "destructive"] as const;

const meta = {
  title: "UI/Badge",
  component: Badge,
  tags: ["autodocs"],
  args: { children: "Fintech" },
  argTypes: { variant: { control: "select", options: [...VARIANTS, "tinted"] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Secondary: Story = { args: { variant: "secondary" } };
export const Outline: Story = { args: { variant: "outline" } };
export const Success: Story = { args: { variant: "success", children: "Live" } };
export const Ai: Story = { args: { variant: "ai", children: "AI" } };
export const Dark: Story = { args: { variant: "dark", children: "New" } };
export const Destructive: Story = { args: { variant: "destructive", children: "Closed" } };
export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {VARIANTS.map((variant) => (
        <Badge key={variant} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
};

/** `tinted`: no colours of its own, the caller's className gives them (a client type's soft tone). */
export const Tinted: Story = {
  args: { variant: "tinted", className: "bg-success/10 text-success-hover", children: "PlataPay Agent" },
  play: async ({ canvas }) => {
    const badge = canvas.getByText("PlataPay Agent");
    const style = getComputedStyle(badge);
    await expect(style.borderTopColor).toBe("rgba(0, 0, 0, 0)");
    await expect(style.backgroundColor).not.toBe("rgba(0, 0, 0, 0)");
    await expect(style.color).not.toBe(getComputedStyle(document.body).color);
  },
};
