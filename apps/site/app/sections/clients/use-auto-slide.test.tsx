import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CLIENT_CAROUSEL_INTERVAL_MS } from "@innovatehub/content";
import { type AutoSlideTarget, useAutoSlide } from "./use-auto-slide";

function fakeCarousel(slideCount: number) {
  let index = 0;
  const target: AutoSlideTarget & { index: () => number } = {
    canScrollNext: () => index < slideCount - 1,
    scrollNext: () => {
      index += 1;
    },
    scrollTo: (next: number) => {
      index = next;
    },
    index: () => index,
  };
  return target;
}

describe("useAutoSlide", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("advances one slide every 3 seconds, not before", () => {
    const carousel = fakeCarousel(4);
    renderHook(() =>
      useAutoSlide(carousel, { intervalMs: CLIENT_CAROUSEL_INTERVAL_MS, enabled: true }),
    );
    vi.advanceTimersByTime(CLIENT_CAROUSEL_INTERVAL_MS - 1);
    expect(carousel.index()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(carousel.index()).toBe(1);
    vi.advanceTimersByTime(CLIENT_CAROUSEL_INTERVAL_MS);
    expect(carousel.index()).toBe(2);
  });

  it("wraps to the first slide after the last one", () => {
    const carousel = fakeCarousel(3);
    renderHook(() =>
      useAutoSlide(carousel, { intervalMs: CLIENT_CAROUSEL_INTERVAL_MS, enabled: true }),
    );
    vi.advanceTimersByTime(CLIENT_CAROUSEL_INTERVAL_MS * 2);
    expect(carousel.index()).toBe(2);
    vi.advanceTimersByTime(CLIENT_CAROUSEL_INTERVAL_MS);
    expect(carousel.index()).toBe(0);
  });

  it("does nothing while disabled and stops when disabled later", () => {
    const carousel = fakeCarousel(4);
    const { rerender } = renderHook(
      ({ enabled }) => useAutoSlide(carousel, { intervalMs: CLIENT_CAROUSEL_INTERVAL_MS, enabled }),
      { initialProps: { enabled: false } },
    );
    vi.advanceTimersByTime(CLIENT_CAROUSEL_INTERVAL_MS * 3);
    expect(carousel.index()).toBe(0);
    rerender({ enabled: true });
    vi.advanceTimersByTime(CLIENT_CAROUSEL_INTERVAL_MS);
    expect(carousel.index()).toBe(1);
    rerender({ enabled: false });
    vi.advanceTimersByTime(CLIENT_CAROUSEL_INTERVAL_MS * 3);
    expect(carousel.index()).toBe(1);
  });
});
