import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import type useEmblaCarousel from "embla-carousel-react";
import type { UseEmblaCarouselType } from "embla-carousel-react";
import { ArrowLeftIcon, ArrowRightIcon } from "lucide-react";

import { usePrefersReducedMotion } from "../hooks/use-prefers-reduced-motion";
import { useWhenNearViewport } from "../hooks/use-when-near-viewport";
import { cn } from "../lib/utils";
import { Button } from "./button";

type CarouselApi = UseEmblaCarouselType[1];
type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];
type CarouselPlugin = NonNullable<Parameters<typeof useEmblaCarousel>[1]>[number];
type AutoplayState = "off" | "playing" | "paused";

const CAROUSEL_NAME = "Carousel";
/** Embla starts loading when the carousel comes this close to the viewport (or on hover or focus). */
const ENGINE_PRELOAD_MARGIN_PX = 400;
const NO_PLUGINS: CarouselPlugin[] = [];

/**
 * embla, its autoplay plugin and the React binding load on demand, not with the page: until then
 * the slides are laid out by CSS alone (the first in view) and the buttons are disabled. A failed
 * download leaves it that way instead of breaking the page.
 */
const LazyCarouselEngine = React.lazy(() =>
  import("../lib/carousel-engine").catch(() => ({ default: () => null })),
);

const carouselItemVariants = cva("min-w-0 shrink-0 grow-0", {
  variants: {
    slidesPerView: {
      one: "basis-full",
      /** Spec section 9 (clients): 1, 2, 3 or 4 per view as the screen widens. */
      responsive: "basis-full sm:basis-1/2 lg:basis-1/3 xl:basis-1/4",
      two: "basis-full sm:basis-1/2",
      three: "basis-full sm:basis-1/2 lg:basis-1/3",
    },
    orientation: { horizontal: "pl-4", vertical: "pt-4" },
  },
  defaultVariants: { slidesPerView: "one", orientation: "horizontal" },
});

type CarouselContextValue = {
  /** Attach to the element that clips the slides. */
  carouselRef: (viewport: HTMLDivElement | null) => void;
  api: CarouselApi;
  orientation: "horizontal" | "vertical";
  slidesPerView: NonNullable<VariantProps<typeof carouselItemVariants>["slidesPerView"]>;
  selectedIndex: number;
  snapCount: number;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  scrollPrev: () => void;
  scrollNext: () => void;
  scrollTo: (index: number) => void;
  /** APG carousel: slide changes are announced only while the visitor drives them, never during autoplay. */
  autoplayState: AutoplayState;
};

const CarouselContext = React.createContext<CarouselContextValue | null>(null);

function useCarousel(part = "useCarousel"): CarouselContextValue {
  const context = React.useContext(CarouselContext);
  if (context === null) {
    throw new Error(`${part} must be used inside <${CAROUSEL_NAME}>.`);
  }
  return context;
}

type CarouselProps = Omit<React.ComponentProps<"div">, "aria-label"> & {
  /** Accessible name of the carousel region, e.g. "Client testimonials". */
  label: string;
  opts?: CarouselOptions;
  plugins?: CarouselPlugin[];
  orientation?: "horizontal" | "vertical";
  slidesPerView?: CarouselContextValue["slidesPerView"];
  /** Advance every this many milliseconds; paused while hovered or focused, never under reduced motion. */
  autoplayInterval?: number;
  setApi?: (api: CarouselApi) => void;
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
  const prefersReducedMotion = usePrefersReducedMotion();
  const autoplayEnabled = autoplayInterval !== undefined && !prefersReducedMotion;

  const [viewport, setViewport] = React.useState<HTMLDivElement | null>(null);
  const viewportRef = React.useRef<HTMLDivElement | null>(null);
  const attachViewport = React.useCallback((node: HTMLDivElement | null) => {
    viewportRef.current = node;
    setViewport(node);
  }, []);
  const [engineRequested, setEngineRequested] = React.useState(false);
  const [api, setEmblaApi] = React.useState<CarouselApi>(undefined);
  const requestEngine = React.useCallback(() => setEngineRequested(true), []);

  useWhenNearViewport(viewportRef, requestEngine, ENGINE_PRELOAD_MARGIN_PX);

  const [selectedIndex, setSelectedIndex] = React.useState(0);
  const [snapCount, setSnapCount] = React.useState(0);
  const [canScrollPrev, setCanScrollPrev] = React.useState(false);
  const [canScrollNext, setCanScrollNext] = React.useState(false);
  const [autoplayState, setAutoplayState] = React.useState<AutoplayState>("off");
  const hovered = React.useRef(false);
  const focusWithin = React.useRef(false);

  const syncAutoplay = React.useCallback(() => {
    const autoplay = api?.plugins().autoplay;
    if (autoplay === undefined) {
      return;
    }
    if (hovered.current || focusWithin.current) {
      autoplay.stop();
    } else if (!autoplay.isPlaying()) {
      autoplay.play();
    }
    setAutoplayState(autoplay.isPlaying() ? "playing" : "paused");
  }, [api]);

  React.useEffect(() => {
    if (api === undefined) {
      return;
    }
    setApi?.(api);
    const onSelect = () => {
      setSelectedIndex(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
      setCanScrollPrev(api.canScrollPrev());
      setCanScrollNext(api.canScrollNext());
    };
    const onAutoplayChange = () => {
      const autoplay = api.plugins().autoplay;
      setAutoplayState(autoplay === undefined ? "off" : autoplay.isPlaying() ? "playing" : "paused");
    };
    onSelect();
    onAutoplayChange();
    // The engine may arrive while the pointer or focus is already inside (they are what requested it).
    syncAutoplay();
    api.on("reInit", onSelect).on("select", onSelect);
    api.on("autoplay:play", onAutoplayChange).on("autoplay:stop", onAutoplayChange).on("reInit", onAutoplayChange);
    // The plugin restarts itself when a drag ends; keep it paused while the visitor is still here.
    api.on("pointerUp", syncAutoplay);
    return () => {
      api.off("reInit", onSelect).off("select", onSelect);
      api.off("autoplay:play", onAutoplayChange).off("autoplay:stop", onAutoplayChange).off("reInit", onAutoplayChange);
      api.off("pointerUp", syncAutoplay);
    };
  }, [api, setApi, syncAutoplay]);

  const jump = prefersReducedMotion;
  const scrollPrev = React.useCallback(() => api?.scrollPrev(jump), [api, jump]);
  const scrollNext = React.useCallback(() => api?.scrollNext(jump), [api, jump]);
  const scrollTo = React.useCallback((index: number) => api?.scrollTo(index, jump), [api, jump]);

  const previousKey = orientation === "horizontal" ? "ArrowLeft" : "ArrowUp";
  const nextKey = orientation === "horizontal" ? "ArrowRight" : "ArrowDown";

  const context = React.useMemo<CarouselContextValue>(
    () => ({
      carouselRef: attachViewport,
      api,
      orientation,
      slidesPerView,
      selectedIndex,
      snapCount,
      canScrollPrev,
      canScrollNext,
      scrollPrev,
      scrollNext,
      scrollTo,
      autoplayState,
    }),
    [
      autoplayState,
      attachViewport,
      api,
      orientation,
      slidesPerView,
      selectedIndex,
      snapCount,
      canScrollPrev,
      canScrollNext,
      scrollPrev,
      scrollNext,
      scrollTo,
    ],
  );

  return (
    <CarouselContext.Provider value={context}>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        data-slot="carousel"
        data-orientation={orientation}
        data-autoplay={autoplayState}
        className={cn("relative", className)}
        onKeyDownCapture={(event) => {
          onKeyDownCapture?.(event);
          if (event.key === previousKey) {
            event.preventDefault();
            scrollPrev();
          } else if (event.key === nextKey) {
            event.preventDefault();
            scrollNext();
          }
        }}
        onPointerEnter={(event) => {
          onPointerEnter?.(event);
          requestEngine();
          hovered.current = true;
          syncAutoplay();
        }}
        onPointerLeave={(event) => {
          onPointerLeave?.(event);
          hovered.current = false;
          syncAutoplay();
        }}
        onFocus={(event) => {
          onFocus?.(event);
          requestEngine();
          focusWithin.current = true;
          syncAutoplay();
        }}
        onBlur={(event) => {
          onBlur?.(event);
          if (!event.currentTarget.contains(event.relatedTarget)) {
            focusWithin.current = false;
            syncAutoplay();
          }
        }}
        {...props}
      >
        {children}
        {engineRequested && viewport !== null ? (
          <React.Suspense fallback={null}>
            <LazyCarouselEngine
              viewport={viewport}
              options={{ align: "start", ...opts, axis: orientation === "horizontal" ? "x" : "y" }}
              plugins={plugins ?? NO_PLUGINS}
              autoplayInterval={autoplayEnabled ? autoplayInterval : undefined}
              onApi={setEmblaApi}
            />
          </React.Suspense>
        ) : null}
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
      className={cn("rounded-full", orientation === "vertical" && "rotate-90", className)}
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

function CarouselDots({ className, ...props }: React.ComponentProps<"div">) {
  const { snapCount, selectedIndex, scrollTo } = useCarousel("CarouselDots");
  return (
    <div data-slot="carousel-dots" className={cn("flex min-h-11 items-center justify-center gap-1", className)} {...props}>
      {Array.from({ length: snapCount }, (_, index) => {
        const current = index === selectedIndex;
        return (
          <button
            key={index}
            type="button"
            data-slot="carousel-dot"
            aria-label={`Go to slide ${index + 1}`}
            aria-current={current ? "true" : undefined}
            onClick={() => scrollTo(index)}
            className="group inline-flex size-11 cursor-pointer items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            <span
              aria-hidden="true"
              className={cn(
                "block h-2.5 rounded-full transition-[width,background-color] duration-200",
                current ? "w-6 bg-primary" : "w-2.5 bg-input group-hover:bg-muted-foreground",
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
  type CarouselProps,
};
