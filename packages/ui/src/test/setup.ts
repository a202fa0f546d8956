import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { installRadixDomShims, OnScreenIntersectionObserver } from "@innovatehub/vitest-config/happy-dom";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
});

installRadixDomShims();
// Carousel loads embla when it nears the viewport; without layout, everything is on screen.
window.IntersectionObserver = OnScreenIntersectionObserver;
