import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { homePage } from "@innovatehub/content/site";
import { FeatureCardGrid } from "./feature-card-grid";

const meta = {
  title: "Site/Shared/Feature Card Grid",
  component: FeatureCardGrid,
  tags: ["autodocs"],
  args: { items: homePage.whyChoose.items, columns: 4 },
} satisfies Meta<typeof FeatureCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourColumns: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(args.items.length);
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(args.items.length);
  },
};

export const ThreeColumnsGreen: Story = { args: { columns: 3, accent: "success" } };

export const TwoColumnsViolet: Story = { args: { columns: 2, accent: "ai" } };
