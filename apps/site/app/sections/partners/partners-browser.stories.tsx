import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { partnerCategories, partners, partnersPage } from "@innovatehub/content/site";
import { PartnersBrowser } from "./partners-browser";

const meta = {
  title: "Site/Partners/Partners Browser",
  component: PartnersBrowser,
  tags: ["autodocs"],
  args: { partners, categories: partnerCategories },
} satisfies Meta<typeof PartnersBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByCategory: Story = {};

export const AllPartnersFiltered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: partnersPage.allPartnersTab }));
    await userEvent.click(canvas.getByRole("button", { name: "Banking" }));
    await expect(canvas.getByRole("button", { name: "Banking" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};
