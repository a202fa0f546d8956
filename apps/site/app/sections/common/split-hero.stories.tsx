import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { servicesPage, aboutPage } from "@innovatehub/content/site";
import { SplitHero } from "./split-hero";

function Placeholder() {
  return (
    <svg aria-hidden="true" viewBox="0 0 400 300" className="w-full text-primary">
      <rect width="400" height="300" rx="24" className="fill-secondary" />
      <circle cx="200" cy="150" r="80" className="fill-primary/20" />
    </svg>
  );
}

const meta = {
  title: "Site/Shared/Split Hero",
  component: SplitHero,
  tags: ["autodocs"],
  args: { ...aboutPage.hero, visual: <Placeholder /> },
} satisfies Meta<typeof SplitHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const About: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: args.title })).toBeVisible();
  },
};

export const WithSubtitle: Story = { args: { ...servicesPage.hero, visual: <Placeholder /> } };
