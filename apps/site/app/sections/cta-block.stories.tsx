import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sharedCta, aboutPage, homePage } from "@innovatehub/content/site";
import { CtaBlock } from "./cta-block";

const meta = {
  title: "Site/CTA Block",
  component: CtaBlock,
  tags: ["autodocs"],
  args: sharedCta,
} satisfies Meta<typeof CtaBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shared: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: args.title })).toBeVisible();
    await expect(canvas.getByRole("link", { name: args.primaryAction.name })).toHaveAttribute(
      "href",
      args.primaryAction.path,
    );
  },
};

export const HomeBanner: Story = { args: homePage.ctaBanner };

export const About: Story = { args: aboutPage.contactCta };

export const PrimaryOnly: Story = {
  args: { ...sharedCta, secondaryAction: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("link")).toHaveLength(1);
  },
};
