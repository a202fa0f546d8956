import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  clientTestimonials,
  HOME_TESTIMONIAL_INTERVAL_MS,
  homeTestimonials,
  testimonialsCopy,
} from "@innovatehub/content/site";
import { OnScreenIntersectionObserver } from "@innovatehub/vitest-config/happy-dom";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TestimonialsCarousel } from "./testimonials-carousel";

const BEFORE_INTERVAL_MS = HOME_TESTIMONIAL_INTERVAL_MS - 100;

function currentDot() {
  return screen
    .getAllByRole("button", { name: /^Show testimonial/ })
    .find((dot) => dot.getAttribute("aria-current") === "true");
}

function dot(position: number) {
  return screen.getByRole("button", { name: testimonialsCopy.goToLabel(position, homeTestimonials.length) });
}

/** The dots are there from the first render; they are enabled once the carousel's engine has loaded. */
async function findDots() {
  await waitFor(() => expect(dot(1)).toBeEnabled());
  return screen.getAllByRole("button", { name: /^Show testimonial/ });
}

/**
 * Under the fake clock: React applies the updates that mount the (already loaded) engine when an
 * act() scope ends, so end one before the clock moves; the 5 s count starts from there.
 */
async function engineStarted() {
  await act(async () => {
    await Promise.resolve();
  });
  expect(currentDot()).toBe(dot(1));
}

/** The engine loads when the carousel nears the viewport; without layout, everything is on screen. */
function putEverythingOnScreen() {
  vi.stubGlobal("IntersectionObserver", OnScreenIntersectionObserver);
}

beforeAll(async () => {
  putEverythingOnScreen();
  // Embla loads on demand; load it once here so the fake-clock tests below start with it in memory.
  render(<TestimonialsCarousel testimonials={homeTestimonials} />);
  await findDots();
  cleanup();
});

// A stub is undone after each test (unstubGlobals), so each test puts it back.
beforeEach(putEverythingOnScreen);

afterEach(() => {
  vi.useRealTimers();
});

describe("TestimonialsCarousel", () => {
  it("shows every home testimonial with name, role and company, and one dot each", async () => {
    render(<TestimonialsCarousel testimonials={homeTestimonials} />);
    expect(await findDots()).toHaveLength(homeTestimonials.length);
    expect(screen.getByRole("region", { name: testimonialsCopy.carouselLabel })).toBeInTheDocument();
    for (const testimonial of homeTestimonials) {
      expect(screen.getByText(`“${testimonial.testimonial}”`)).toBeInTheDocument();
      expect(screen.getByText(testimonial.name)).toBeInTheDocument();
      expect(screen.getByText(`${testimonial.role}, ${testimonial.company}`)).toBeInTheDocument();
    }
    expect(screen.getAllByRole("button", { name: /^Show testimonial/ })).toHaveLength(homeTestimonials.length);
    expect(currentDot()).toBe(dot(1));
  });

  it("shows a quote set with author and role", () => {
    render(<TestimonialsCarousel testimonials={clientTestimonials} />);
    const [first] = clientTestimonials;
    expect(screen.getByText(`“${first?.quote}”`)).toBeInTheDocument();
    expect(screen.getAllByText("Business Owner")).toHaveLength(clientTestimonials.length);
  });

  it("has previous/next buttons only when asked, and they wrap at both ends", async () => {
    const { rerender } = render(<TestimonialsCarousel testimonials={homeTestimonials} />);
    expect(screen.queryByRole("button", { name: testimonialsCopy.previousLabel })).not.toBeInTheDocument();

    rerender(<TestimonialsCarousel testimonials={homeTestimonials} showArrows />);
    await findDots();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: testimonialsCopy.previousLabel }));
    await waitFor(() => expect(currentDot()).toBe(dot(homeTestimonials.length)));
    await user.click(screen.getByRole("button", { name: testimonialsCopy.nextLabel }));
    await waitFor(() => expect(currentDot()).toBe(dot(1)));
  });

  it("jumps to a slide from its dot", async () => {
    render(<TestimonialsCarousel testimonials={homeTestimonials} />);
    await findDots();
    await userEvent.click(dot(2));
    await waitFor(() => expect(currentDot()).toBe(dot(2)));
  });

  it("auto-advances every 5 s only when asked, and pauses while the pointer is over it", async () => {
    vi.useFakeTimers();
    render(<TestimonialsCarousel testimonials={homeTestimonials} autoAdvance />);
    await engineStarted();
    const region = screen.getByRole("region", { name: testimonialsCopy.carouselLabel });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BEFORE_INTERVAL_MS);
    });
    expect(currentDot()).toBe(dot(1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HOME_TESTIMONIAL_INTERVAL_MS - BEFORE_INTERVAL_MS);
    });
    expect(currentDot()).toBe(dot(2));

    act(() => {
      region.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    });
    expect(region).toHaveAttribute("data-autoplay", "paused");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HOME_TESTIMONIAL_INTERVAL_MS * 2);
    });
    expect(currentDot()).toBe(dot(2));
  });

  it("stays put without autoAdvance", async () => {
    vi.useFakeTimers();
    render(<TestimonialsCarousel testimonials={homeTestimonials} />);
    await engineStarted();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HOME_TESTIMONIAL_INTERVAL_MS * 2);
    });
    expect(currentDot()).toBe(dot(1));
  });
});
