import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "./query-client";

describe("createQueryClient", () => {
  it("applies the data cache's rules to every query", () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      staleTime: 300_000,
      gcTime: 300_000,
      refetchOnWindowFocus: false,
    });
    const retry = queries?.retry;
    expect(
      typeof retry === "function" ? [0, 1].map((count) => retry(count, new Error("x"))) : [],
    ).toEqual([true, false]);
    const retryDelay = queries?.retryDelay;
    expect(
      typeof retryDelay === "function"
        ? [0, 1, 4, 10].map((n) => retryDelay(n, new Error("x")))
        : [],
    ).toEqual([1000, 2000, 16_000, 30_000]);
  });
});

describe("a session that has ended", () => {
  it("signs out once, without retrying the query", async () => {
    const onSessionEnded = vi.fn();
    const client = createQueryClient(onSessionEnded);
    const queryFn = vi.fn(() => Promise.reject({ code: "PT401", message: "session_ended" }));
    await expect(client.fetchQuery({ queryKey: ["leads"], queryFn })).rejects.toMatchObject({
      code: "PT401",
    });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it("leaves other errors to the usual retry", async () => {
    const onSessionEnded = vi.fn();
    const client = createQueryClient(onSessionEnded);
    const queryFn = vi.fn(() => Promise.reject({ code: "PGRST301", message: "JWT expired" }));
    await expect(
      client.fetchQuery({ queryKey: ["leads"], queryFn, retryDelay: 0 }),
    ).rejects.toMatchObject({ code: "PGRST301" });
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});
