// Small assertion helpers (jsr:@std/assert cannot be fetched on these machines; npm: imports only).
export class AssertionError extends Error {
  override name = "AssertionError";
}

export function assert(condition: unknown, message = "assertion failed"): asserts condition {
  if (!condition) {
    throw new AssertionError(message);
  }
}

export function assertFalse(condition: unknown, message = "expected a falsy value"): void {
  assert(!condition, message);
}

function stable(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

export function assertEquals(actual: unknown, expected: unknown, message?: string): void {
  const left = stable(actual);
  const right = stable(expected);
  assert(left === right, message ?? `expected ${right}, got ${left}`);
}

export function assertStringIncludes(actual: string, expected: string): void {
  assert(
    actual.includes(expected),
    `expected ${JSON.stringify(actual)} to include ${JSON.stringify(expected)}`,
  );
}

export function assertMatch(actual: string, pattern: RegExp): void {
  assert(pattern.test(actual), `expected ${JSON.stringify(actual)} to match ${pattern}`);
}
