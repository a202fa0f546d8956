import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockReducedMotion } from "@innovatehub/vitest-config/happy-dom";
import { afterEach, describe, expect, it, vi } from "vitest";

import { axeViolations } from "../test/axe";
import { Carousel, CarouselContent, CarouselDots, CarouselItem, CarouselNext, CarouselPrevious } from "./carousel";

const SLIDES = ["Bank of Batangas", "PlataPay agents", "Dubai partners"] as const;
const AUTOPLAY_INTERVAL_MS = 3000;

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
      <CarouselDots count={SLIDES.length} label={(position, total) => `Client ${position} of ${total}`} />
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

  it("renders every control before embla arrives, disabled, and enables them once the visitor reaches it", async () => {
    mockReducedMotion(false);
    vi.stubGlobal("IntersectionObserver", FarAwayIntersectionObserver);
    render(<Clients />);
    const region = screen.getByRole("region", { name: "Our clients" });
    expect(region).toHaveAttribute("data-ready", "false");
    expect(screen.getAllByRole("group")).toHaveLength(SLIDES.length);
    expect(screen.getByRole("button", { name: "Previous slide" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next slide" })).toBeDisabled();
    const dots = SLIDES.map((_, index) =>
      screen.getByRole("button", { name: `Client ${index + 1} of ${SLIDES.length}` }),
    );
    dots.forEach((dot) => expect(dot).toBeDisabled());
    expect(dots[0]).toHaveAttribute("aria-current", "true");
    expect(dots.filter((dot) => dot.hasAttribute("aria-current"))).toHaveLength(1);

    await userEvent.hover(region);
    await waitFor(() => expect(region).toHaveAttribute("data-ready", "true"));
    expect(screen.getByRole("button", { name: "Next slide" })).toBeEnabled();
    expect(screen.getByRole("button", { name: `Client 1 of ${SLIDES.length}` })).toBeEnabled();
    expect(screen.getAllByRole("button", { name: /^Client \d of/ })).toHaveLength(SLIDES.length);
  });

  it("names its dots 'Go to slide N' without a label function, and renders none before embla without a count", () => {
    mockReducedMotion(false);
    vi.stubGlobal("IntersectionObserver", FarAwayIntersectionObserver);
    render(
      <Carousel label="Plain">
        <CarouselContent>
          <CarouselItem>One</CarouselItem>
          <CarouselItem>Two</CarouselItem>
        </CarouselContent>
        <CarouselDots data-testid="uncounted" />
        <CarouselDots count={2} />
      </Carousel>,
    );
    expect(screen.getByTestId("uncounted")).toBeEmptyDOMElement();
    expect(screen.getByRole("button", { name: "Go to slide 2" })).toBeDisabled();
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
      screen.getByRole("button", { name: "Client 1 of 3" }).focus();
    });
    expect(region).toHaveAttribute("data-autoplay", "paused");
    act(() => {
      screen.getByRole("button", { name: "Client 1 of 3" }).blur();
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
