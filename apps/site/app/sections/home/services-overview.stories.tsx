import type { Meta, StoryObj } from "@storybook/react-vite";
import { serviceCards, homePage } from "@innovatehub/content/site";
import { ServicesOverview } from "./services-overview";

const meta = {
  title: "Site/Home/Services Overview",
  component: ServicesOverview,
  tags: ["autodocs"],
  args: {
    heading: homePage.servicesOverview.heading,
    cards: serviceCards,
    linkLabel: homePage.servicesOverview.cardLinkLabel,
    action: homePage.servicesOverview.action,
  },
} satisfies Meta<typeof ServicesOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
