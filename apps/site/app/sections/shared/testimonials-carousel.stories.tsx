import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { clientTestimonials, homeTestimonials, quoteTestimonials, testimonialsCopy } from "@innovatehub/content";
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
    // The dots come with embla, which loads when the carousel nears the viewport.
    await expect(await canvas.findAllByRole("button", { name: /^Show testimonial/ })).toHaveLength(
      homeTestimonials.length,
    );
  },
};

export const Clients: Story = { args: { testimonials: clientTestimonials, autoAdvance: false, showArrows: false } };

export const Quotes: Story = { args: { testimonials: quoteTestimonials, autoAdvance: false, showArrows: false } };
