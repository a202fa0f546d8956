import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { companyJourney, aboutPage } from "@innovatehub/content/site";
import { JourneyTimeline } from "./journey-timeline";

const meta = {
  title: "Site/About/Journey",
  component: JourneyTimeline,
  tags: ["autodocs"],
  args: { heading: aboutPage.journeyHeading, milestones: companyJourney },
} satisfies Meta<typeof JourneyTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(
      args.milestones.length,
    );
  },
};
