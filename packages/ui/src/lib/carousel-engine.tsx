import * as React from "react";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";

import type { CarouselEngineProps } from "../hooks/use-carousel-controller";

/**
 * The part of Carousel that needs embla (loaded with it, on demand, by carousel.tsx): it drives the
 * viewport the Carousel already rendered and hands the API back. It renders nothing itself, so the
 * slides look the same before and after it arrives.
 */
export default function CarouselEngine({
  viewport,
  options,
  plugins,
  autoplayInterval,
  onApi,
}: CarouselEngineProps) {
  const allPlugins = React.useMemo(() => {
    if (autoplayInterval === undefined) {
      return plugins;
    }
    const autoplay = Autoplay({
      delay: autoplayInterval,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    });
    return [...plugins, autoplay];
  }, [autoplayInterval, plugins]);

  const [emblaRef, api] = useEmblaCarousel(options, allPlugins);

  React.useEffect(() => {
    emblaRef(viewport);
    return () => emblaRef(null);
  }, [emblaRef, viewport]);

  React.useEffect(() => {
    onApi(api);
  }, [api, onApi]);

  React.useEffect(() => () => onApi(undefined), [onApi]);

  return null;
}
