// @ts-check
import { vi } from "vitest";

/**
 * Call first in the setup file of a happy-dom project that runs with `sharedWorker` (it runs again before every
 * file). A file then starts as it would in a worker of its own: its modules, and the modules they import, are
 * evaluated anew, so its `vi.mock` calls apply to them and no module-level state (a cached client, a loaded
 * script) survives from an earlier file; the page is back at "/" with empty storage. Libraries outside the repo
 * stay loaded: they are what makes a new worker slow.
 */
export function resetBetweenFiles() {
  vi.resetModules();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/");
}
