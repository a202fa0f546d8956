import {
  HOME_TESTIMONIAL_INTERVAL_MS,
  type HomeTestimonial,
  initialsOf,
  interfaceIcons,
  type QuoteTestimonial,
  testimonialsCopy,
} from "@innovatehub/content/site";
import { Avatar, AvatarFallback, AvatarImage } from "@innovatehub/ui/avatar";
import {
  Carousel,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from "@innovatehub/ui/carousel";
import { cn } from "@innovatehub/ui/lib/utils";
import { ContentIcon } from "../../lib/icons";

/** One slide, whichever content set it came from. */
type Slide = {
  id: string;
  quote: string;
  name: string;
  /** Role and company, as one line under the name. */
  detail: string;
  avatarUrl?: string;
};

type TestimonialsCarouselProps = {
  /** The home set (with company) or a quote set (clients page, service pages). */
  testimonials: readonly HomeTestimonial[] | readonly QuoteTestimonial[];
  /** Advance every 5 s, pausing while the pointer or focus is inside. */
  autoAdvance?: boolean;
  /** Show previous/next buttons from the md breakpoint up (dots are always shown). */
  showArrows?: boolean;
  label?: string;
  className?: string;
};

const AVATAR_TONES = ["primary", "success", "ai"] as const;

type AvatarTone = (typeof AVATAR_TONES)[number];

function toSlide(testimonial: HomeTestimonial | QuoteTestimonial): Slide {
  if ("testimonial" in testimonial) {
    return {
      id: testimonial.id,
      quote: testimonial.testimonial,
      name: testimonial.name,
      detail: `${testimonial.role}, ${testimonial.company}`,
    };
  }
  return {
    id: testimonial.id,
    quote: testimonial.quote,
    name: testimonial.author,
    detail: testimonial.role,
    avatarUrl: testimonial.avatarUrl,
  };
}

function TestimonialCard({ slide, tone }: { slide: Slide; tone: AvatarTone }) {
  return (
    <figure className="relative mx-auto flex h-full max-w-3xl flex-col items-center rounded-2xl border border-border bg-card px-6 py-10 text-center shadow-elevation-2 sm:px-12">
      <ContentIcon name={interfaceIcons.quote} className="size-10 text-primary/25" />
      <blockquote className="mt-4 text-body text-pretty text-foreground sm:text-h4 sm:font-normal">
        <p>“{slide.quote}”</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4 text-left">
        <Avatar size="lg">
          {slide.avatarUrl ? <AvatarImage src={slide.avatarUrl} alt="" /> : null}
          <AvatarFallback tone={tone}>
            <span aria-hidden="true">{initialsOf(slide.name)}</span>
          </AvatarFallback>
        </Avatar>
        <span>
          <span className="block font-semibold text-foreground">{slide.name}</span>
          <span className="block text-small text-muted-foreground">{slide.detail}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * The site's one testimonial carousel on the UI kit Carousel: one quote per view, wraps at both ends,
 * dots always; on the home page it also auto-advances and shows arrows from md.
 */
export function TestimonialsCarousel({
  testimonials,
  autoAdvance = false,
  showArrows = false,
  label = testimonialsCopy.carouselLabel,
  className,
}: TestimonialsCarouselProps) {
  const slides = testimonials.map(toSlide);
  return (
    <Carousel
      label={label}
      opts={{ loop: true }}
      autoplayInterval={autoAdvance ? HOME_TESTIMONIAL_INTERVAL_MS : undefined}
      className={cn("mx-auto max-w-4xl", className)}
    >
      <div className="relative md:px-16">
        <CarouselContent className="py-2">
          {slides.map((slide, index) => (
            <CarouselItem key={slide.id}>
              <TestimonialCard slide={slide} tone={AVATAR_TONES[index % AVATAR_TONES.length] ?? "primary"} />
            </CarouselItem>
          ))}
        </CarouselContent>
        {showArrows ? (
          // A flex overlay centres the arrows: a translate on the buttons would fight the kit's pressed nudge.
          <div className="pointer-events-none absolute inset-0 hidden items-center justify-between md:flex">
            <CarouselPrevious label={testimonialsCopy.previousLabel} className="pointer-events-auto size-11" />
            <CarouselNext label={testimonialsCopy.nextLabel} className="pointer-events-auto size-11" />
          </div>
        ) : null}
      </div>
      {/* One slide per view, so one dot per slide: they are in the prerendered HTML, disabled until embla is ready. */}
      <CarouselDots className="mt-4" count={slides.length} label={testimonialsCopy.goToLabel} />
    </Carousel>
  );
}
