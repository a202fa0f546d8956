import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { allServicesPage, serviceCategoryTabs, services } from "@innovatehub/content/site";
import { ServiceCatalogue } from "./service-catalogue";

const meta = {
  title: "Site/All Services/Catalogue",
  component: ServiceCatalogue,
  tags: ["autodocs"],
  args: { heading: allServicesPage.sectionHeading, services, tabs: serviceCategoryTabs, copy: allServicesPage },
  parameters: { path: "/all-services" },
} satisfies Meta<typeof ServiceCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};

export const FromUrl: Story = { parameters: { path: "/all-services?q=app&category=web-mobile" } };

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox"), "blockchain");
    await expect(canvas.getByRole("heading", { name: allServicesPage.emptyTitle })).toBeVisible();
  },
};
