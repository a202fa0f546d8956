import type { Meta, StoryObj } from "@storybook/react-vite";
import { servicesPage } from "@innovatehub/content";
import { HowWeWork } from "./how-we-work";
import { Industries } from "./industries";
import { ServicesFaq } from "./services-faq";

const meta = {
  title: "Site/Services/How We Work",
  component: HowWeWork,
  tags: ["autodocs"],
  args: { heading: servicesPage.howWeWorkHeading, steps: servicesPage.howWeWork },
} satisfies Meta<typeof HowWeWork>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Steps: Story = {};

export const IndustriesServed: Story = {
  render: () => <Industries heading={servicesPage.industriesHeading} items={servicesPage.industries} />,
};

export const Faq: Story = {
  render: () => <ServicesFaq heading={servicesPage.faqHeading} items={servicesPage.faq} />,
};
