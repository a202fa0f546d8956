import type { Meta, StoryObj } from "@storybook/react-vite";
import { clientTestimonials, testimonialsCopy } from "@innovatehub/content/site";
import { ClientTestimonials } from "./client-testimonials";

const meta = {
  title: "Site/Clients/Testimonials",
  component: ClientTestimonials,
  tags: ["autodocs"],
  args: {
    title: testimonialsCopy.clientsHeading,
    description: testimonialsCopy.clientsSubheading,
    testimonials: clientTestimonials,
  },
} satisfies Meta<typeof ClientTestimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
