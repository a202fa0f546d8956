import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { partners, partnersPage } from "@innovatehub/content/site";
import { PartnerCard } from "./partner-card";

const [firstPartner] = partners;
const withoutDetails = partners.find(
  (partner) => partner.details === undefined && partner.integrations === undefined,
);
if (firstPartner === undefined || withoutDetails === undefined) {
  throw new Error("partner content changed: stories need a partner with and one without details");
}

const meta = {
  title: "Site/Partners/Partner Card",
  component: PartnerCard,
  tags: ["autodocs"],
  args: { partner: firstPartner, className: "max-w-sm m-6" },
} satisfies Meta<typeof PartnerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};

export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: partnersPage.showMore }));
    await expect(canvas.getByRole("button", { name: partnersPage.showLess })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  },
};

export const DescriptionOnly: Story = { args: { partner: withoutDetails } };
