import type { Meta, StoryObj } from "@storybook/react-vite";
import { featuredPartners, homePage } from "@innovatehub/content/site";
import { PartnersStrip } from "./partners-strip";

const meta = {
  title: "Site/Home/Partners Strip",
  component: PartnersStrip,
  tags: ["autodocs"],
  args: { heading: homePage.partnersStrip.heading, partners: featuredPartners, action: homePage.partnersStrip.action },
} satisfies Meta<typeof PartnersStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
