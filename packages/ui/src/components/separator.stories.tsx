import type { Meta, StoryObj } from "@storybook/react-vite";

import { Separator } from "./separator";

const meta = {
  title: "UI/Separator",
  component: Separator,
  tags: ["autodocs"],
  render: (args) => (
    <div className="w-72">
      <p className="text-small font-semibold">InnovateHub</p>
      <Separator {...args} className="my-3" />
      <p className="text-small text-muted-foreground">Fintech and IT from Batangas.</p>
    </div>
  ),
} satisfies Meta<typeof Separator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {};
export const Vertical: Story = {
  render: () => (
    <div className="flex h-6 items-center gap-3 text-small">
      <span>About</span>
      <Separator orientation="vertical" />
      <span>Services</span>
    </div>
  ),
};
