import { describe, expect, it } from "vitest";
import { parseBackendConfig } from "./backend-config";

describe("parseBackendConfig", () => {
  it("takes an http or https URL and a key", () => {
    expect(
      parseBackendConfig({
        VITE_SUPABASE_URL: "https://abc.supabase.co",
        VITE_SUPABASE_ANON_KEY: " key ",
      }),
    ).toEqual({ url: "https://abc.supabase.co", anonKey: "key" });
    expect(
      parseBackendConfig({
        VITE_SUPABASE_URL: "http://127.0.0.1:54321",
        VITE_SUPABASE_ANON_KEY: "key",
      }),
    ).toEqual({ url: "http://127.0.0.1:54321", anonKey: "key" });
  });

  it.each([
    ["no URL", { VITE_SUPABASE_ANON_KEY: "key" }],
    ["no key", { VITE_SUPABASE_URL: "https://abc.supabase.co" }],
    ["a blank key", { VITE_SUPABASE_URL: "https://abc.supabase.co", VITE_SUPABASE_ANON_KEY: "  " }],
    ["a relative URL", { VITE_SUPABASE_URL: "/rest", VITE_SUPABASE_ANON_KEY: "key" }],
    ["another protocol", { VITE_SUPABASE_URL: "ftp://abc.supabase.co", VITE_SUPABASE_ANON_KEY: "key" }],
    ["a javascript: URL", { VITE_SUPABASE_URL: "javascript:alert(1)", VITE_SUPABASE_ANON_KEY: "key" }],
  ])("means no backend with %s", (_case, env) => {
    expect(parseBackendConfig(env)).toBeNull();
  });
});
