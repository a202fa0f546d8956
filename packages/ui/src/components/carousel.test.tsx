import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { axeViolations } from "../test/axe";
import { Carousel, CarouselContent, CarouselDots, CarouselItem, CarouselNext, CarouselPrevious } from "./carousel";

const SLIDES = ["Bank of Batangas", "PlataPay agents", "Dubai partners"] as const;
const AUTOPLAY_INTERVAL_MS = 3000;

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion"),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

function Clients({ autoplayInterval }: { autoplayInterval?: number }) {
  return (
    <Carousel label="Our clients" autoplayInterval={autoplayInterval} opts={{ loop: true }}>
      <CarouselContent>
        {SLIDES.map((name) => (
          <CarouselItem key={name}>{name}</CarouselItem>
        ))}
      </CarouselContent>
      <CarouselPrevious />
      <CarouselNext />
      <CarouselDots />
    </Carousel>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** An observer that never reports, as for a carousel far below the fold. */
class FarAwayIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

describe("Carousel", () => {
  it("is a labelled carousel region whose slides say 'N of M', and is axe-clean", async () => {
    mockReducedMotion(false);
    render(<Clients />);
    const region = screen.getByRole("region", { name: "Our clients" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const slides = screen.getAllByRole("group");
    expect(slides).toHaveLength(SLIDES.length);
    slides.forEach((slide, index) => {
      expect(slide).toHaveAttribute("aria-roledescription", "slide");
      expect(slide).toHaveAccessibleName(`${index + 1} of ${SLIDES.length}`);
    });
    expect(screen.getByRole("button", { name: "Previous slide" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next slide" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("lays its slides out before embla arrives, and loads it once the visitor reaches the carousel", async () => {
    mockReducedMotion(false);
    vi.stubGlobal("IntersectionObserver", FarAwayIntersectionObserver);
    render(<Clients />);
    expect(screen.getAllByRole("group")).toHaveLength(SLIDES.length);
    expect(screen.getByRole("button", { name: "Next slide" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Go to slide 1" })).not.toBeInTheDocument();

    await userEvent.hover(screen.getByRole("region", { name: "Our clients" }));
    expect(await screen.findByRole("button", { name: "Go to slide 1" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next slide" })).toBeEnabled();
  });

  it("does not autoplay without an interval", () => {
    mockReducedMotion(false);
    render(<Clients />);
    expect(screen.getByRole("region", { name: "Our clients" })).toHaveAttribute("data-autoplay", "off");
  });

  it("autoplays with an interval and pauses while hovered or focused", async () => {
    mockReducedMotion(false);
    render(<Clients autoplayInterval={AUTOPLAY_INTERVAL_MS} />);
    const region = screen.getByRole("region", { name: "Our clients" });
    await waitFor(() => expect(region).toHaveAttribute("data-autoplay", "playing"));
    const slideList = screen.getAllByRole("group")[0]?.parentElement;
    expect(slideList).toHaveAttribute("aria-live", "off");

    await userEvent.hover(region);
    expect(region).toHaveAttribute("data-autoplay", "paused");
    expect(slideList).toHaveAttribute("aria-live", "polite");
    await userEvent.unhover(region);
    expect(region).toHaveAttribute("data-autoplay", "playing");

    act(() => {
      screen.getByRole("button", { name: "Go to slide 1" }).focus();
    });
    expect(region).toHaveAttribute("data-autoplay", "paused");
    act(() => {
      screen.getByRole("button", { name: "Go to slide 1" }).blur();
    });
    expect(region).toHaveAttribute("data-autoplay", "playing");
  });

  it("never autoplays when the visitor prefers reduced motion", () => {
    mockReducedMotion(true);
    render(<Clients autoplayInterval={AUTOPLAY_INTERVAL_MS} />);
    expect(screen.getByRole("region", { name: "Our clients" })).toHaveAttribute("data-autoplay", "off");
  });

  it("throws a helpful error when a part is used outside a Carousel", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<CarouselDots />)).toThrow("CarouselDots must be used inside <Carousel>.");
  });
});
