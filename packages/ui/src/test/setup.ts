import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
});

/*
 * happy-dom lacks the pointer-capture and scrolling APIs Radix Select calls; these no-ops stand in for
 * layout the tests do not assert on.
 */
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
