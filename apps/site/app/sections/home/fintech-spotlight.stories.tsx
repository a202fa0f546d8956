import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { companyFigures, homePage } from "@innovatehub/content/site";
import { FintechSpotlight } from "./fintech-spotlight";

const meta = {
  title: "Site/Home/Fintech Spotlight",
  component: FintechSpotlight,
  tags: ["autodocs"],
  args: { ...homePage.fintechSpotlight, figures: companyFigures },
} satisfies Meta<typeof FintechSpotlight>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("215%")).toBeVisible();
  },
};
