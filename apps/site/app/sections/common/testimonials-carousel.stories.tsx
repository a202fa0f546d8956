import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import {
  clientTestimonials,
  homeTestimonials,
  quoteTestimonials,
  testimonialsCopy,
} from "@innovatehub/content/site";
import { TestimonialsCarousel } from "./testimonials-carousel";

const meta = {
  title: "Site/Shared/Testimonials Carousel",
  component: TestimonialsCarousel,
  tags: ["autodocs"],
  args: { testimonials: homeTestimonials, autoAdvance: true, showArrows: true },
} satisfies Meta<typeof TestimonialsCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: testimonialsCopy.carouselLabel })).toBeVisible();
    await expect(canvas.getAllByRole("button", { name: /^Show testimonial/ })).toHaveLength(homeTestimonials.length);
    // The dots are enabled once embla, which loads when the carousel nears the viewport, is running.
    await waitFor(() =>
      expect(
        canvas.getByRole("button", { name: testimonialsCopy.goToLabel(1, homeTestimonials.length) }),
      ).toBeEnabled(),
    );
  },
};

export const Clients: Story = { args: { testimonials: clientTestimonials, autoAdvance: false, showArrows: false } };

export const Quotes: Story = { args: { testimonials: quoteTestimonials, autoAdvance: false, showArrows: false } };
