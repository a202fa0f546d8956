import { describe, expect, it } from "vitest";
import { parseConsoleConfig } from "./config";

describe("parseConsoleConfig", () => {
  it("accepts an http(s) URL and a key", () => {
    expect(
      parseConsoleConfig({
        VITE_SUPABASE_URL: "https://x.supabase.co",
        VITE_SUPABASE_ANON_KEY: "key",
      }),
    ).toEqual({
      supabaseUrl: "https://x.supabase.co",
      supabaseAnonKey: "key",
    });
  });

  it("refuses a missing key or a URL of another protocol", () => {
    expect(() => parseConsoleConfig({ VITE_SUPABASE_URL: "https://x.supabase.co" })).toThrow(
      /VITE_SUPABASE_ANON_KEY/,
    );
    expect(() =>
      parseConsoleConfig({ VITE_SUPABASE_URL: "javascript:alert(1)", VITE_SUPABASE_ANON_KEY: "k" }),
    ).toThrow(/VITE_SUPABASE_URL/);
  });
});
