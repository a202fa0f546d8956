import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { installRadixDomShims } from "@innovatehub/vitest-config/happy-dom";
import { afterEach } from "vitest";

/*
 * The site loads dialogs, the desktop menu and the inquiry form on demand, and tests wait for them with
 * findBy/waitFor. A worker's first import of such a module transforms it and its libraries, which took up to
 * 1.9 s on a loaded two-core CI machine, past Testing Library's 1 s default. A real failure still fails, later.
 */
const ON_DEMAND_MODULE_TIMEOUT_MS = 10_000;
configure({ asyncUtilTimeout: ON_DEMAND_MODULE_TIMEOUT_MS });

afterEach(() => {
  cleanup();
});

installRadixDomShims();
