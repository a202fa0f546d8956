import { describe, expect, it } from "vitest";
import { leadSourceItems } from "./lead-source-section";

const described = (items: ReturnType<typeof leadSourceItems>) =>
  items.map((item) => [item.term, item.description]);

describe("a lead's source on its page", () => {
  it("says direct for a visit with neither a campaign nor a referring site, as its CSV row does", () => {
    const items = leadSourceItems({
      landing_path: "/ai-solutions",
      landed_at: "2026-11-26T06:25:00Z",
    });
    expect(items[0]).toMatchObject({
      term: "Source",
      description: expect.stringMatching(/^direct /),
    });
    expect(described(items).map(([term]) => term)).toEqual(["Source", "Landing page", "Arrived"]);
    expect(leadSourceItems(null)[0]?.description).toMatch(/^direct /);
  });

  it("names a campaign lead by its source, a referred one by the referring site", () => {
    expect(described(leadSourceItems({ utm_source: "newsletter", utm_medium: "email" }))).toEqual([
      ["Source", "newsletter"],
      ["Medium", "email"],
    ]);
    expect(described(leadSourceItems({ referrer_host: "google.com" }))).toEqual([
      ["Source", "google.com"],
      ["Referring site", "google.com"],
    ]);
  });
});
