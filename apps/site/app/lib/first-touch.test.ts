import { LEAD_SOURCE_STORAGE_KEY } from "@innovatehub/content";
import { describe, expect, it } from "vitest";
import { captureFirstTouch } from "./first-touch-capture";
import { readFirstTouch } from "./first-touch";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

const NOW = new Date("2026-11-26T06:25:00.000Z");
const failing = () => {
  throw new Error("SecurityError");
};

/** Captures a first page view into a fresh storage (or the given one) and reads back what a lead would send. */
function landOn(url: string, referrer = "", storage = memoryStorage()) {
  const { pathname, search, hostname } = new URL(url);
  captureFirstTouch({
    location: { pathname, search, hostname },
    referrer,
    now: NOW,
    storage: () => storage,
  });
  return { storage, sent: readFirstTouch(() => storage) };
}

describe("the first-touch source of a visit", () => {
  it("keeps the UTM values, the referring host (not its URL), the landing path and the time", () => {
    expect(
      landOn(
        "https://innovatehub.ph/ai-solutions?utm_source=newsletter&utm_campaign=december&ref=x",
        "https://Mail.Google.com/mail/u/0/#inbox?secret=1",
      ).sent,
    ).toEqual({
      utm_source: "newsletter",
      utm_campaign: "december",
      referrer_host: "mail.google.com",
      landing_path: "/ai-solutions",
      landed_at: "2026-11-26T06:25:00.000Z",
    });
  });

  it("ignores a visit from the site itself and a referrer that is not a URL", () => {
    expect(landOn("https://innovatehub.ph/about", "https://innovatehub.ph/").sent).toEqual({
      landing_path: "/about",
      landed_at: NOW.toISOString(),
    });
    expect(landOn("https://innovatehub.ph/", "not a url").sent).toBeNull();
  });

  it("sends values cleaned to what the database accepts instead of losing the lead", () => {
    const long = "a".repeat(400);
    const { sent } = landOn(
      `https://innovatehub.ph/?utm_source=${long}&utm_medium=%0D%0Aemail%00&utm_term=%20%20`,
    );
    expect(sent?.utm_source).toHaveLength(150);
    expect(sent?.utm_medium).toBe("email");
    expect(sent).not.toHaveProperty("utm_term");
  });

  it("is kept once per visit: later pages change nothing, and nothing else is written", () => {
    const { storage } = landOn("https://innovatehub.ph/ai-solutions?utm_source=newsletter");
    const { sent } = landOn("https://innovatehub.ph/booking?utm_source=other", "", storage);
    expect([...storage.items.keys()]).toEqual([LEAD_SOURCE_STORAGE_KEY]);
    expect(sent).toMatchObject({ utm_source: "newsletter", landing_path: "/ai-solutions" });
  });

  it("sends nothing (a direct lead) when storage is empty, unavailable or tampered with", () => {
    expect(readFirstTouch(() => memoryStorage())).toBeNull();
    expect(readFirstTouch(failing)).toBeNull();
    expect(readFirstTouch(() => memoryStorage({ [LEAD_SOURCE_STORAGE_KEY]: "{oops" }))).toBeNull();
    expect(
      readFirstTouch(() =>
        memoryStorage({
          [LEAD_SOURCE_STORAGE_KEY]: JSON.stringify({
            evil: "x",
            utm_source: 3,
            referrer_host: "https://x.com/a",
            landing_path: "/a?b",
            landed_at: "yesterday",
          }),
        }),
      ),
    ).toBeNull();
    expect(() =>
      captureFirstTouch({
        location: { pathname: "/", search: "", hostname: "innovatehub.ph" },
        referrer: "",
        now: NOW,
        storage: failing,
      }),
    ).not.toThrow();
  });
});
