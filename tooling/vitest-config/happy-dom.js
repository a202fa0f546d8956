// @ts-check
import { vi } from "vitest";

/**
 * Stand-ins for browser APIs happy-dom lacks or leaves inert, shared by every package's component
 * tests. They replace layout, which these tests never assert on.
 */

/**
 * Answers `matchMedia` as a reader who asked the system for less motion (`reduce`) or not: only the
 * `prefers-reduced-motion` query matches, and only when `reduce` is true. A spy: undo it with
 * `vi.restoreAllMocks()`.
 * @param {boolean} reduce
 */
export function mockReducedMotion(reduce) {
  vi.spyOn(window, "matchMedia").mockImplementation((query) => ({
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

/** Radix Select calls the pointer-capture and scrolling APIs; no-ops are enough without layout. */
export function installRadixDomShims() {
  const elementPrototype = window.HTMLElement.prototype;
  if (!("hasPointerCapture" in elementPrototype)) {
    Object.assign(elementPrototype, {
      hasPointerCapture: () => false,
      setPointerCapture: () => undefined,
      releasePointerCapture: () => undefined,
    });
  }
  if (!("scrollIntoView" in elementPrototype)) {
    Object.assign(elementPrototype, { scrollIntoView: () => undefined });
  }
}

/**
 * happy-dom's IntersectionObserver never reports anything (there is no layout to intersect). This one
 * reports every observed element as on screen right after `observe`, for code that waits until
 * something nears the viewport. Install it with `vi.stubGlobal("IntersectionObserver", ...)`.
 */
export class OnScreenIntersectionObserver {
  /** @param {IntersectionObserverCallback} callback */
  constructor(callback) {
    this.callback = callback;
    this.root = null;
    this.rootMargin = "0px";
    this.scrollMargin = "0px";
    this.thresholds = [0];
    this.connected = true;
  }

  /** @param {Element} target */
  observe(target) {
    queueMicrotask(() => {
      if (!this.connected) {
        return;
      }
      const rect = target.getBoundingClientRect();
      const entry = {
        target,
        isIntersecting: true,
        intersectionRatio: 1,
        boundingClientRect: rect,
        intersectionRect: rect,
        rootBounds: null,
        time: performance.now(),
      };
      this.callback([entry], /** @type {IntersectionObserver} */ (/** @type {unknown} */ (this)));
    });
  }

  unobserve() {}

  disconnect() {
    this.connected = false;
  }

  /** @returns {IntersectionObserverEntry[]} */
  takeRecords() {
    return [];
  }
}
