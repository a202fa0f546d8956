import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";

describe("createQueryClient", () => {
  it("applies the data cache's rules to every query", () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      staleTime: 300_000,
      gcTime: 300_000,
      retry: 1,
      refetchOnWindowFocus: false,
    });
    const retryDelay = queries?.retryDelay;
    expect(
      typeof retryDelay === "function"
        ? [0, 1, 4, 10].map((n) => retryDelay(n, new Error("x")))
        : [],
    ).toEqual([1000, 2000, 16_000, 30_000]);
  });
});
