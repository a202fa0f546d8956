import type { Meta, StoryObj } from "@storybook/react-vite";

import { Badge } from "./badge";

const VARIANTS = ["default", "secondary", "outline", "success", "ai", "dark", "destructive"] as const;

const meta = {
  title: "UI/Badge",
  component: Badge,
  tags: ["autodocs"],
  args: { children: "Fintech" },
  argTypes: { variant: { control: "select", options: VARIANTS } },
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
