import type { Meta, StoryObj } from "@storybook/react-vite";
import { homeTestimonials, testimonialsCopy } from "@innovatehub/content/site";
import { HomeTestimonials } from "./home-testimonials";

const meta = {
  title: "Site/Home/Testimonials",
  component: HomeTestimonials,
  tags: ["autodocs"],
  args: {
    title: testimonialsCopy.homeHeading,
    description: testimonialsCopy.homeSubheading,
    testimonials: homeTestimonials,
  },
} satisfies Meta<typeof HomeTestimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
