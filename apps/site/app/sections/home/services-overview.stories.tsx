import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  serviceCardLinkLabel,
  serviceCards,
  servicesOverviewAction,
  servicesOverviewHeading,
} from "@innovatehub/content/site";
import { ServicesOverview } from "./services-overview";

const meta = {
  title: "Site/Home/Services Overview",
  component: ServicesOverview,
  tags: ["autodocs"],
  args: {
    heading: servicesOverviewHeading,
    cards: serviceCards,
    linkLabel: serviceCardLinkLabel,
    action: servicesOverviewAction,
  },
} satisfies Meta<typeof ServicesOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
