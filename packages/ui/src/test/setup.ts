import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { ASYNC_WAIT_TIMEOUT_MS } from "@innovatehub/vitest-config";
import { installRadixDomShims, OnScreenIntersectionObserver } from "@innovatehub/vitest-config/happy-dom";
import { resetBetweenFiles } from "@innovatehub/vitest-config/shared-worker";
import { afterEach } from "vitest";

resetBetweenFiles();

// Waits on conditions (findBy/waitFor) get the room a loaded machine needs; a met condition returns at once.
configure({ asyncUtilTimeout: ASYNC_WAIT_TIMEOUT_MS });

afterEach(() => {
  cleanup();
});

installRadixDomShims();
// Carousel loads embla when it nears the viewport; without layout, everything is on screen.
window.IntersectionObserver = OnScreenIntersectionObserver;
