import { describe, expect, it } from "vitest";
import { company, siteConfig } from "@innovatehub/content/site";
import { ogImageSvg, wrapWords } from "./og-image-svg";

describe("wrapWords", () => {
  it("breaks at word boundaries within the limit and keeps every word", () => {
    const lines = wrapWords("one two three four five", 9);
    expect(lines).toEqual(["one two", "three", "four five"]);
  });

  it("keeps a word longer than the limit on its own line", () => {
    expect(wrapWords("supercalifragilistic yes", 5)).toEqual(["supercalifragilistic", "yes"]);
  });
});

describe("ogImageSvg", () => {
  const svg = ogImageSvg("https://innovatehub.ph");

  it("is the Open Graph size", () => {
    expect(svg).toContain(`width="${siteConfig.ogImageWidthPx}" height="${siteConfig.ogImageHeightPx}"`);
  });

  it("shows the brand name, the tagline and the host", () => {
    const text = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
    expect(text[0]).toBe(company.brand);
    expect(text.slice(1, -1).join(" ")).toBe(company.tagline);
    expect(text.at(-1)).toBe("innovatehub.ph");
  });
});
