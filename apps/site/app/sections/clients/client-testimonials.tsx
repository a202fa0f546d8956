import type { QuoteTestimonial } from "@innovatehub/content/site";
import { fadeUp } from "../../lib/fade-up/fade-up";
import { SectionHeading } from "../common/section-heading";
import { TestimonialsCarousel } from "../common/testimonials-carousel";

type ClientTestimonialsProps = {
  title: string;
  description: string;
  testimonials: readonly QuoteTestimonial[];
};

/** The clients page's testimonials block: the shared carousel with dot navigation. */
export function ClientTestimonials({ title, description, testimonials }: ClientTestimonialsProps) {
  return (
    <section
      aria-labelledby="client-testimonials-heading"
      data-slot="client-testimonials"
      className="bg-muted px-4 py-16 sm:px-6 lg:px-8 lg:py-24"
    >
      <div {...fadeUp("top", "mx-auto max-w-6xl")}>
        <SectionHeading
          title={title}
          description={description}
          headingId="client-testimonials-heading"
        />
        <TestimonialsCarousel testimonials={testimonials} className="mt-12" />
      </div>
    </section>
  );
}
