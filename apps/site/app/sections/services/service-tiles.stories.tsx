import type { Meta, StoryObj } from "@storybook/react-vite";
import { services, servicesPage } from "@innovatehub/content/site";
import { ServiceTiles } from "./service-tiles";

const meta = {
  title: "Site/Services/Service Tiles",
  component: ServiceTiles,
  tags: ["autodocs"],
  args: {
    heading: servicesPage.tilesHeading,
    services,
    learnMoreLabel: servicesPage.learnMoreLabel,
    clientsTeaser: servicesPage.clientsTeaser,
    viewAllClients: servicesPage.viewAllClients,
  },
} satisfies Meta<typeof ServiceTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
