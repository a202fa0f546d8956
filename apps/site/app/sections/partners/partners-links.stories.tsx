import type { Meta, StoryObj } from "@storybook/react-vite";
import { partnersPage } from "@innovatehub/content/site";
import { PartnersLinks } from "./partners-links";

const meta = {
  title: "Site/Partners/Links",
  component: PartnersLinks,
  tags: ["autodocs"],
  args: {
    ...partnersPage.becomePartner,
    backToHome: partnersPage.backToHome,
    contactUs: partnersPage.contactUs,
  },
} satisfies Meta<typeof PartnersLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
