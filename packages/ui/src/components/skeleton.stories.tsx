import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { Skeleton } from "./skeleton";

const meta = {
  title: "UI/Skeleton",
  component: Skeleton,
  tags: ["autodocs"],
  render: () => (
    <div className="flex items-center gap-4">
      <Skeleton shape="circle" className="size-12" data-testid="avatar" />
      <div className="flex flex-col gap-2">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-4 w-32" />
      </div>
    </div>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `shape="circle"` stands in for a round thing (an avatar); the default shape has the kit's small radius. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const circle = canvas.getByTestId("avatar");
    const radius = Number.parseFloat(getComputedStyle(circle).borderTopLeftRadius);
    await expect(radius).toBeGreaterThanOrEqual(circle.getBoundingClientRect().width / 2);
  },
};
