import { LEAD_SOURCE_STORAGE_KEY } from "@innovatehub/content";
import { describe, expect, it } from "vitest";
import { captureFirstTouch, firstTouchOf, readFirstTouch } from "./first-touch";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

const NOW = new Date("2026-11-26T06:25:00.000Z");

function visit(url: string, referrer = "") {
  const { pathname, search, hostname } = new URL(url);
  return { location: { pathname, search, hostname }, referrer, now: NOW };
}

describe("the first-touch source of a visit", () => {
  it("keeps the UTM values, the referring host (not its URL), the landing path and the time", () => {
    expect(
      firstTouchOf(
        visit(
          "https://innovatehub.ph/ai-solutions?utm_source=newsletter&utm_campaign=december&ref=x",
          "https://Mail.Google.com/mail/u/0/#inbox?secret=1",
        ),
      ),
    ).toEqual({
      utm_source: "newsletter",
      utm_campaign: "december",
      referrer_host: "mail.google.com",
      landing_path: "/ai-solutions",
      landed_at: "2026-11-26T06:25:00.000Z",
    });
  });

  it("ignores a visit from the site itself and a referrer that is not a URL", () => {
    expect(firstTouchOf(visit("https://innovatehub.ph/about", "https://innovatehub.ph/"))).toEqual({
      landing_path: "/about",
      landed_at: NOW.toISOString(),
    });
    expect(firstTouchOf(visit("https://innovatehub.ph/", "not a url")).referrer_host).toBeUndefined();
  });

  it("trims values to what the database accepts instead of losing the lead", () => {
    const long = "a".repeat(400);
    const source = firstTouchOf(
      visit(`https://innovatehub.ph/?utm_source=${long}&utm_medium=%0D%0Aemail%00&utm_term=%20%20`),
    );
    expect(source.utm_source).toHaveLength(150);
    expect(source.utm_medium).toBe("email");
    expect(source.utm_term).toBeUndefined();
  });

  it("is kept once per visit: later pages change nothing, and nothing else is written", () => {
    const storage = memoryStorage();
    captureFirstTouch({ ...visit("https://innovatehub.ph/ai-solutions?utm_source=newsletter"), storage: () => storage });
    captureFirstTouch({ ...visit("https://innovatehub.ph/booking?utm_source=other"), storage: () => storage });
    expect([...storage.items.keys()]).toEqual([LEAD_SOURCE_STORAGE_KEY]);
    expect(readFirstTouch(() => storage)).toMatchObject({
      utm_source: "newsletter",
      landing_path: "/ai-solutions",
    });
  });

  it("reads nothing (a direct lead) when storage is empty, unavailable or tampered with", () => {
    expect(readFirstTouch(() => memoryStorage())).toBeNull();
    expect(
      readFirstTouch(() => {
        throw new Error("SecurityError");
      }),
    ).toBeNull();
    expect(readFirstTouch(() => memoryStorage({ [LEAD_SOURCE_STORAGE_KEY]: "{oops" }))).toBeNull();
    expect(
      readFirstTouch(() =>
        memoryStorage({ [LEAD_SOURCE_STORAGE_KEY]: JSON.stringify({ evil: "x", utm_source: 3 }) }),
      ),
    ).toBeNull();
    expect(() =>
      captureFirstTouch({
        ...visit("https://innovatehub.ph/"),
        storage: () => {
          throw new Error("SecurityError");
        },
      }),
    ).not.toThrow();
  });
});
