import * as React from "react";
import type useEmblaCarousel from "embla-carousel-react";
import type { UseEmblaCarouselType } from "embla-carousel-react";

import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";
import { useWhenNearViewport } from "./use-when-near-viewport";

export type CarouselApi = UseEmblaCarouselType[1];
export type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];
export type CarouselPlugin = NonNullable<Parameters<typeof useEmblaCarousel>[1]>[number];
export type CarouselOrientation = "horizontal" | "vertical";
export type CarouselSlidesPerView = "one" | "responsive" | "two" | "three";
type AutoplayState = "off" | "playing" | "paused";

/** Embla starts loading when the carousel comes this close to the viewport (or on hover or focus). */
const ENGINE_PRELOAD_MARGIN_PX = 400;
const NO_PLUGINS: CarouselPlugin[] = [];

export type CarouselContextValue = {
  /** Attach to the element that clips the slides. */
  carouselRef: (viewport: HTMLDivElement | null) => void;
  api: CarouselApi;
  /** True once embla drives the slides: until then every control is rendered but disabled. */
  ready: boolean;
  orientation: CarouselOrientation;
  slidesPerView: CarouselSlidesPerView;
  selectedIndex: number;
  /** Scroll snaps embla measured; 0 before it is ready. */
  snapCount: number;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  scrollPrev: () => void;
  scrollNext: () => void;
  scrollTo: (index: number) => void;
  /** APG carousel: slide changes are announced only while the visitor drives them, never during autoplay. */
  autoplayState: AutoplayState;
};

/** What the lazily loaded engine needs to drive the rendered viewport. */
export type CarouselEngineProps = {
  viewport: HTMLElement;
  options: CarouselOptions;
  plugins: CarouselPlugin[];
  /** Advance every this many milliseconds; undefined for no autoplay. */
  autoplayInterval: number | undefined;
  onApi: (api: CarouselApi) => void;
};

type CarouselRootHandlers = {
  onKeyDownCapture: (event: React.KeyboardEvent<HTMLDivElement>) => void;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: (event: React.FocusEvent<HTMLDivElement>) => void;
};

export type CarouselControllerOptions = {
  opts?: CarouselOptions;
  plugins?: CarouselPlugin[];
  orientation: CarouselOrientation;
  slidesPerView: CarouselSlidesPerView;
  autoplayInterval?: number;
  setApi?: (api: CarouselApi) => void;
};

type CarouselController = {
  context: CarouselContextValue;
  rootHandlers: CarouselRootHandlers;
  /** Props for the engine once it is wanted and the viewport exists; null until then. */
  engine: CarouselEngineProps | null;
};

function autoplayStateOf(api: NonNullable<CarouselApi>): AutoplayState {
  const autoplay = api.plugins().autoplay;
  return autoplay === undefined ? "off" : autoplay.isPlaying() ? "playing" : "paused";
}

/**
 * The state and behaviour of a carousel: when to load the engine, what it reports (selected snap,
 * snap count, whether it can move), autoplay that pauses while the pointer or focus is inside and never
 * runs under reduced motion, and the arrow keys. `Carousel` renders what this returns.
 */
export function useCarouselController({
  opts,
  plugins,
  orientation,
  slidesPerView,
  autoplayInterval,
  setApi,
}: CarouselControllerOptions): CarouselController {
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
    if (api === undefined || autoplay === undefined) {
      return;
    }
    if (hovered.current || focusWithin.current) {
      autoplay.stop();
    } else if (!autoplay.isPlaying()) {
      autoplay.play();
    }
    setAutoplayState(autoplayStateOf(api));
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
    const onAutoplayChange = () => setAutoplayState(autoplayStateOf(api));
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

  const context = React.useMemo<CarouselContextValue>(
    () => ({
      carouselRef: attachViewport,
      api,
      // Ready once embla has reported its snaps, so the controls never render a frame with none.
      ready: api !== undefined && snapCount > 0,
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

  const previousKey = orientation === "horizontal" ? "ArrowLeft" : "ArrowUp";
  const nextKey = orientation === "horizontal" ? "ArrowRight" : "ArrowDown";
  const rootHandlers: CarouselRootHandlers = {
    onKeyDownCapture: (event) => {
      if (event.key === previousKey) {
        event.preventDefault();
        scrollPrev();
      } else if (event.key === nextKey) {
        event.preventDefault();
        scrollNext();
      }
    },
    onPointerEnter: () => {
      requestEngine();
      hovered.current = true;
      syncAutoplay();
    },
    onPointerLeave: () => {
      hovered.current = false;
      syncAutoplay();
    },
    onFocus: () => {
      requestEngine();
      focusWithin.current = true;
      syncAutoplay();
    },
    onBlur: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget)) {
        focusWithin.current = false;
        syncAutoplay();
      }
    },
  };

  const engine =
    engineRequested && viewport !== null
      ? {
          viewport,
          options: { align: "start" as const, ...opts, axis: orientation === "horizontal" ? ("x" as const) : ("y" as const) },
          plugins: plugins ?? NO_PLUGINS,
          autoplayInterval: autoplayEnabled ? autoplayInterval : undefined,
          onApi: setEmblaApi,
        }
      : null;

  return { context, rootHandlers, engine };
}
