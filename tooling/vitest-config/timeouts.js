/* Plain constants, safe to import from a browser (Storybook previews) as well as from a Vitest config. */
/**
 * How long a wait on a condition (Testing Library's findBy/waitFor, expect.poll) may take before it fails.
 * A first on-demand import transforms a module and its libraries, which takes seconds on a loaded two-core
 * machine; a condition that is met returns at once, so a long bound costs nothing when tests pass.
 */
export const ASYNC_WAIT_TIMEOUT_MS = 15_000;

/**
 * Test and hook timeouts for every Vitest project (docs/decisions.md, "Timeouts are backstops"): sized for two
 * copies of the suite on a two-core machine shared with other work (load average 12 and more), so they end a
 * stuck test, never a slow one. No test waits on the wall clock; it waits on the condition it needs.
 */
export const loadTolerantTimeouts = {
  testTimeout: 60_000,
  hookTimeout: 120_000,
  expect: { poll: { timeout: ASYNC_WAIT_TIMEOUT_MS } },
};
