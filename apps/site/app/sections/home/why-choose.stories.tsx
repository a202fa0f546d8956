import type { Meta, StoryObj } from "@storybook/react-vite";
import { homePage } from "@innovatehub/content/site";
import { WhyChoose } from "./why-choose";

const meta = {
  title: "Site/Home/Why Choose",
  component: WhyChoose,
  tags: ["autodocs"],
  args: { heading: homePage.whyChoose.heading, items: homePage.whyChoose.items },
} satisfies Meta<typeof WhyChoose>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
