import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { homePage } from "@innovatehub/content/site";
import { SectionHeading } from "./section-heading";

const meta = {
  title: "Site/Shared/Section Heading",
  component: SectionHeading,
  tags: ["autodocs"],
  args: { ...homePage.whyChoose.heading, headingId: "story-heading" },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Centered: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 2, name: args.title })).toHaveAttribute(
      "id",
      "story-heading",
    );
  },
};

export const Start: Story = { args: { align: "start" } };

export const Inverse: Story = {
  args: { tone: "inverse" },
  decorators: [
    (Story) => (
      <div className="bg-navy p-8 text-navy-foreground">
        <Story />
      </div>
    ),
  ],
};
