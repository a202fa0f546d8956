import type { HomeTestimonial } from "@innovatehub/content/site";
import { fadeUp } from "../../lib/fade-up/fade-up";
import { SectionHeading } from "../common/section-heading";
import { TestimonialsCarousel } from "../common/testimonials-carousel";

type HomeTestimonialsProps = { title: string; description: string; testimonials: readonly HomeTestimonial[] };

const HEADING_ID = "home-testimonials-heading";

/** The home testimonial carousel: auto-advances every 5 s, pauses under the pointer, arrows from md. */
export function HomeTestimonials({ title, description, testimonials }: HomeTestimonialsProps) {
  return (
    <section aria-labelledby={HEADING_ID} className="bg-secondary/60 px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
      <div className="mx-auto max-w-6xl">
        <SectionHeading title={title} description={description} headingId={HEADING_ID} />
        <div {...fadeUp("visibility", "mt-12")}>
          <TestimonialsCarousel testimonials={testimonials} autoAdvance showArrows />
        </div>
      </div>
    </section>
  );
}
