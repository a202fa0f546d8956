import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { ASYNC_WAIT_TIMEOUT_MS } from "@innovatehub/vitest-config";
import { installRadixDomShims } from "@innovatehub/vitest-config/happy-dom";
import { resetBetweenFiles } from "@innovatehub/vitest-config/shared-worker";
import { afterEach } from "vitest";

resetBetweenFiles();

/*
 * The site loads dialogs, the desktop menu and the inquiry form on demand, and tests wait for them with
 * findBy/waitFor. A worker's first import of such a module transforms it and its libraries, which took up to
 * 1.9 s on a loaded two-core CI machine, past Testing Library's 1 s default. A real failure still fails, later.
 */
configure({ asyncUtilTimeout: ASYNC_WAIT_TIMEOUT_MS });

afterEach(() => {
  cleanup();
});

installRadixDomShims();
