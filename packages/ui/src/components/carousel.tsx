import * as React from "react";
import { cva } from "class-variance-authority";
import { ArrowLeftIcon, ArrowRightIcon } from "lucide-react";

import {
  type CarouselApi,
  type CarouselContextValue,
  type CarouselControllerOptions,
  type CarouselOptions,
  type CarouselPlugin,
  useCarouselController,
} from "../hooks/use-carousel-controller";
import { cn } from "../lib/utils";
import { Button } from "./button";

const CAROUSEL_NAME = "Carousel";

/**
 * embla, its autoplay plugin and the React binding load on demand, not with the page: until then
 * the slides are laid out by CSS alone (the first in view) and every control is rendered but disabled.
 * A failed download leaves it that way instead of breaking the page.
 */
const LazyCarouselEngine = React.lazy(() =>
  import("../lib/carousel-engine").catch(() => ({ default: () => null })),
);

const carouselItemVariants = cva("min-w-0 shrink-0 grow-0", {
  variants: {
    slidesPerView: {
      one: "basis-full",
      /** 1, 2, 3 or 4 per view as the screen widens. */
      responsive: "basis-full sm:basis-1/2 lg:basis-1/3 xl:basis-1/4",
      two: "basis-full sm:basis-1/2",
      three: "basis-full sm:basis-1/2 lg:basis-1/3",
    },
    orientation: { horizontal: "pl-4", vertical: "pt-4" },
  },
  defaultVariants: { slidesPerView: "one", orientation: "horizontal" },
});

const CarouselContext = React.createContext<CarouselContextValue | null>(null);

function useCarousel(part = "useCarousel"): CarouselContextValue {
  const context = React.useContext(CarouselContext);
  if (context === null) {
    throw new Error(`${part} must be used inside <${CAROUSEL_NAME}>.`);
  }
  return context;
}

type CarouselProps = Omit<React.ComponentProps<"div">, "aria-label"> &
  Partial<CarouselControllerOptions> & {
    /** Accessible name of the carousel region, e.g. "Client testimonials". */
    label: string;
    /** Advance every this many milliseconds; paused while hovered or focused, never under reduced motion. */
    autoplayInterval?: number;
  };

function Carousel({
  label,
  opts,
  plugins,
  orientation = "horizontal",
  slidesPerView = "one",
  autoplayInterval,
  setApi,
  className,
  children,
  onKeyDownCapture,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...props
}: CarouselProps) {
  const { context, rootHandlers, engine } = useCarouselController({
    opts,
    plugins,
    orientation,
    slidesPerView,
    autoplayInterval,
    setApi,
  });
  return (
    <CarouselContext.Provider value={context}>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        data-slot="carousel"
        data-orientation={orientation}
        data-ready={context.ready}
        data-autoplay={context.autoplayState}
        className={cn("relative", className)}
        onKeyDownCapture={(event) => {
          onKeyDownCapture?.(event);
          rootHandlers.onKeyDownCapture(event);
        }}
        onPointerEnter={(event) => {
          onPointerEnter?.(event);
          rootHandlers.onPointerEnter();
        }}
        onPointerLeave={(event) => {
          onPointerLeave?.(event);
          rootHandlers.onPointerLeave();
        }}
        onFocus={(event) => {
          onFocus?.(event);
          rootHandlers.onFocus();
        }}
        onBlur={(event) => {
          onBlur?.(event);
          rootHandlers.onBlur(event);
        }}
        {...props}
      >
        {children}
        {engine === null ? null : (
          <React.Suspense fallback={null}>
            <LazyCarouselEngine {...engine} />
          </React.Suspense>
        )}
      </div>
    </CarouselContext.Provider>
  );
}

const CarouselItemPositionContext = React.createContext<{ position: number; total: number } | null>(null);

function CarouselContent({ className, children, ...props }: React.ComponentProps<"div">) {
  const { carouselRef, orientation, autoplayState } = useCarousel("CarouselContent");
  const slides = React.Children.toArray(children);
  return (
    <div ref={carouselRef} className="overflow-hidden" data-slot="carousel-content">
      <div
        className={cn("flex", orientation === "horizontal" ? "-ml-4" : "-mt-4 flex-col", className)}
        aria-live={autoplayState === "playing" ? "off" : "polite"}
        {...props}
      >
        {slides.map((slide, index) => (
          <CarouselItemPositionContext.Provider
            key={React.isValidElement(slide) && slide.key !== null ? slide.key : index}
            value={{ position: index + 1, total: slides.length }}
          >
            {slide}
          </CarouselItemPositionContext.Provider>
        ))}
      </div>
    </div>
  );
}

function CarouselItem({ className, ...props }: React.ComponentProps<"div">) {
  const { orientation, slidesPerView } = useCarousel("CarouselItem");
  const position = React.useContext(CarouselItemPositionContext);
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={position === null ? undefined : `${position.position} of ${position.total}`}
      data-slot="carousel-item"
      className={cn(carouselItemVariants({ slidesPerView, orientation }), className)}
      {...props}
    />
  );
}

type CarouselButtonProps = React.ComponentProps<typeof Button> & {
  /** Accessible name of the button; the arrow icon is decorative. */
  label?: string;
};

const carouselStepButtons = {
  previous: {
    part: "CarouselPrevious",
    slot: "carousel-previous",
    label: "Previous slide",
    Icon: ArrowLeftIcon,
  },
  next: { part: "CarouselNext", slot: "carousel-next", label: "Next slide", Icon: ArrowRightIcon },
} as const;

type CarouselStepDirection = keyof typeof carouselStepButtons;

function CarouselStepButton({
  direction,
  className,
  variant = "outline",
  size = "icon",
  shape = "pill",
  label,
  ...props
}: CarouselButtonProps & { direction: CarouselStepDirection }) {
  const { part, slot, label: defaultLabel, Icon } = carouselStepButtons[direction];
  const { orientation, scrollPrev, scrollNext, canScrollPrev, canScrollNext } = useCarousel(part);
  const isPrevious = direction === "previous";
  return (
    <Button
      data-slot={slot}
      variant={variant}
      size={size}
      shape={shape}
      className={cn(orientation === "vertical" && "rotate-90", className)}
      disabled={isPrevious ? !canScrollPrev : !canScrollNext}
      onClick={isPrevious ? scrollPrev : scrollNext}
      aria-label={label ?? defaultLabel}
      {...props}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

function CarouselPrevious(props: CarouselButtonProps) {
  return <CarouselStepButton direction="previous" {...props} />;
}

function CarouselNext(props: CarouselButtonProps) {
  return <CarouselStepButton direction="next" {...props} />;
}

type CarouselDotsProps = React.ComponentProps<"div"> & {
  /**
   * How many dots to render before embla has measured its snaps, so they are in the first HTML: the
   * number of slides when one slide fills the view. Once embla is ready its snap count wins.
   */
  count?: number;
  /** Accessible name of the dot that shows snap `position` (1-based) of `total`. */
  label?: (position: number, total: number) => string;
};

const defaultDotLabel = (position: number) => `Go to slide ${position}`;

function CarouselDots({ count = 0, label = defaultDotLabel, className, ...props }: CarouselDotsProps) {
  const { ready, snapCount, selectedIndex, scrollTo } = useCarousel("CarouselDots");
  const total = ready ? snapCount : count;
  return (
    <div data-slot="carousel-dots" className={cn("flex min-h-11 items-center justify-center gap-1", className)} {...props}>
      {Array.from({ length: total }, (_, index) => {
        const current = index === selectedIndex;
        return (
          <button
            key={index}
            type="button"
            data-slot="carousel-dot"
            aria-label={label(index + 1, total)}
            aria-current={current ? "true" : undefined}
            disabled={!ready}
            onClick={() => scrollTo(index)}
            className="group inline-flex size-11 cursor-pointer items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:cursor-default"
          >
            <span
              aria-hidden="true"
              className={cn(
                "block h-2.5 rounded-full transition-[width,background-color] duration-200 motion-reduce:transition-none",
                current ? "w-6 bg-primary" : "w-2.5 bg-input group-enabled:group-hover:bg-muted-foreground",
              )}
            />
          </button>
        );
      })}
    </div>
  );
}

export {
  Carousel,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  carouselItemVariants,
  useCarousel,
  type CarouselApi,
  type CarouselOptions,
  type CarouselPlugin,
  type CarouselDotsProps,
  type CarouselProps,
};
