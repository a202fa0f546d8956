import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { homePage } from "@innovatehub/content/site";
import { HomeHero } from "./home-hero";

const meta = {
  title: "Site/Home/Hero",
  component: HomeHero,
  tags: ["autodocs"],
  args: homePage.hero,
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: args.title })).toBeVisible();
    await expect(canvas.getByRole("link", { name: args.primaryAction?.name })).toHaveAttribute(
      "href",
      args.primaryAction?.path,
    );
  },
};
