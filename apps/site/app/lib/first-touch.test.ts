import { LEAD_SOURCE_STORAGE_KEY } from "./first-touch-capture";
import { afterEach, describe, expect, it, vi } from "vitest";
import { captureFirstTouch } from "./first-touch-capture";
import { readFirstTouch } from "./first-touch";

const NOW = new Date("2026-11-26T06:25:00.000Z");

/** Lands on `url` (a path and query on this origin), coming from `referrer`, as the first page view does. */
function landOn(url: string, referrer = "") {
  window.history.replaceState(null, "", url);
  vi.spyOn(document, "referrer", "get").mockReturnValue(referrer);
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
  captureFirstTouch();
  vi.useRealTimers();
  return readFirstTouch(undefined, NOW);
}

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("the first-touch source of a visit", () => {
  it("keeps the UTM values, the referring host (not its URL), the landing path and the time", () => {
    expect(
      landOn(
        "/ai-solutions?utm_source=newsletter&utm_campaign=december&ref=x",
        "https://Mail.Google.com/mail/u/0/#inbox?secret=1",
      ),
    ).toEqual({
      utm_source: "newsletter",
      utm_campaign: "december",
      referrer_host: "mail.google.com",
      landing_path: "/ai-solutions",
      landed_at: "2026-11-26T06:25:00.000Z",
    });
    const stored = window.sessionStorage.getItem(LEAD_SOURCE_STORAGE_KEY) ?? "";
    expect(stored).not.toContain("secret");
    expect(JSON.parse(stored)).not.toHaveProperty("ref");
  });

  it("ignores a visit from the site itself; a referrer that is not a URL leaves no source", () => {
    expect(landOn("/about", `${window.location.origin}/`)).toEqual({
      landing_path: "/about",
      landed_at: NOW.toISOString(),
    });
    window.sessionStorage.clear();
    expect(landOn("/", "not a url")).toBeNull();
  });

  it("sends values cleaned to what the database accepts instead of losing the lead", () => {
    const long = "a".repeat(400);
    const sent = landOn(`/?utm_source=${long}&utm_medium=%0D%0Aemail%00&utm_term=%20%20`);
    expect(sent?.utm_source).toHaveLength(150);
    expect(sent?.utm_medium).toBe("email");
    expect(sent).not.toHaveProperty("utm_term");
  });

  it("drops what the single-line rule refuses instead of losing the lead", () => {
    const sent = landOn(
      `/?utm_source=${encodeURIComponent("news\u202Eletter")}&utm_medium=${encodeURIComponent("\uFEFFe\u200Bmail\u2028")}`,
    );
    expect(sent).toMatchObject({ utm_source: "newsletter", utm_medium: "email" });
  });

  it("sends a landing time only when it is a real instant within the database's range", () => {
    const stored = (landed_at: string) => {
      window.sessionStorage.setItem(LEAD_SOURCE_STORAGE_KEY, JSON.stringify({ landed_at }));
      return readFirstTouch(undefined, NOW);
    };
    expect(stored("2026-11-26T06:00:00.000Z")).toEqual({ landed_at: "2026-11-26T06:00:00.000Z" });
    for (const impossible of [
      "2026-13-45T25:61:61Z",
      "0000-00-00T00:00:00Z",
      "2026-11-27T06:25:00.000Z",
      "2026-10-01T06:25:00.000Z",
    ]) {
      expect(stored(impossible), impossible).toBeNull();
    }
  });

  it("is kept once per visit: later pages change nothing, and nothing else is written", () => {
    landOn("/ai-solutions?utm_source=newsletter");
    const sent = landOn("/booking?utm_source=other");
    expect(Object.keys(window.sessionStorage)).toEqual([LEAD_SOURCE_STORAGE_KEY]);
    expect(sent).toMatchObject({ utm_source: "newsletter", landing_path: "/ai-solutions" });
  });

  it("sends nothing (a direct lead) when storage is unavailable or tampered with", () => {
    const failing = () => {
      throw new Error("SecurityError");
    };
    expect(readFirstTouch(failing)).toBeNull();
    window.sessionStorage.setItem(LEAD_SOURCE_STORAGE_KEY, "{oops");
    expect(readFirstTouch()).toBeNull();
    window.sessionStorage.setItem(
      LEAD_SOURCE_STORAGE_KEY,
      JSON.stringify({
        evil: "x",
        utm_source: 3,
        referrer_host: "https://x.com/a",
        landing_path: "/a?b",
        landed_at: "yesterday",
      }),
    );
    expect(readFirstTouch()).toBeNull();
  });
});
