import type { Meta, StoryObj } from "@storybook/react-vite";
import { clientsPage } from "@innovatehub/content/site";
import { ClientsHero } from "./clients-hero";

const meta = {
  title: "Site/Clients/Hero",
  component: ClientsHero,
  tags: ["autodocs"],
  args: {
    title: clientsPage.title,
    titleCompany: clientsPage.titleCompany,
    hero: clientsPage.hero,
  },
} satisfies Meta<typeof ClientsHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
