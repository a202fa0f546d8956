import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import {
  clientDisplays,
  clientSectionCopy,
  clientsPage,
  clientTypeFilters,
} from "@innovatehub/content/site";
import { ClientPartnersSection } from "./client-partners-section";

const meta = {
  title: "Site/Clients/Client Partners Section",
  component: ClientPartnersSection,
  tags: ["autodocs"],
  args: { clients: clientDisplays, filterOptions: clientTypeFilters(clientDisplays) },
} satisfies Meta<typeof ClientPartnersSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAll: Story = {
  args: {
    showAll: true,
    id: clientsPage.showcaseHeading.id,
    title: clientsPage.showcaseHeading.title,
    description: clientsPage.showcaseHeading.description,
  },
};

export const ShowAllAsTable: Story = {
  args: ShowAll.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: clientSectionCopy.tableView }));
    await expect(canvas.getByRole("table", { name: clientSectionCopy.tableCaption })).toBeVisible();
  },
};

export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 2, name: clientSectionCopy.defaultTitle }),
    ).toBeVisible();
    await expect(
      canvas.getByRole("region", { name: clientSectionCopy.carouselLabel }),
    ).toBeVisible();
  },
};

export const PreviewWithAutoSlide: Story = { args: { autoSlide: true } };

export const Empty: Story = {
  args: { clients: [], filterOptions: clientTypeFilters([]), showAll: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      clientSectionCopy.emptyMessage,
    );
  },
};
