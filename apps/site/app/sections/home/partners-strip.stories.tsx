import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  featuredPartners,
  partnersStripAction,
  partnersStripHeading,
} from "@innovatehub/content/site";
import { PartnersStrip } from "./partners-strip";

const meta = {
  title: "Site/Home/Partners Strip",
  component: PartnersStrip,
  tags: ["autodocs"],
  args: { heading: partnersStripHeading, partners: featuredPartners, action: partnersStripAction },
} satisfies Meta<typeof PartnersStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
