import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { installRadixDomShims } from "@innovatehub/vitest-config/happy-dom";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
});

installRadixDomShims();
