import { describe, expect, it } from "vitest";
import { company, pageMeta, sitePaths } from "@innovatehub/content";
import { llmsTxt, robotsTxt, sitemapXml, urlOn } from "./site-files";

const ORIGIN = "https://staging.example.org";

describe("urlOn", () => {
  it("joins paths to an origin with or without a trailing slash", () => {
    expect(urlOn(ORIGIN, "/about")).toBe(`${ORIGIN}/about`);
    expect(urlOn(`${ORIGIN}/`, "/")).toBe(`${ORIGIN}/`);
  });
});

describe("sitemapXml", () => {
  it("lists every page once, on the given origin", () => {
    const xml = sitemapXml(ORIGIN);
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(sitePaths.map((path) => urlOn(ORIGIN, path)));
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  });

  it("escapes XML special characters in URLs", () => {
    expect(sitemapXml("https://a.example/?x=1&y=2")).not.toMatch(/&(?!amp;)/);
  });
});

describe("robotsTxt", () => {
  it("allows everything and names the sitemap on the same origin", () => {
    expect(robotsTxt(ORIGIN)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});

describe("llmsTxt", () => {
  const text = llmsTxt(ORIGIN);

  it("opens with the company name as the only h1 and its summary as the blockquote", () => {
    expect(text.split("\n").slice(0, 3)).toEqual([`# ${company.name}`, "", `> ${company.summary}`]);
    expect(text.match(/^# /gm)).toHaveLength(1);
  });

  it("links every page with its title and description", () => {
    for (const path of sitePaths) {
      expect(text).toContain(`- [${pageMeta[path].title}](${urlOn(ORIGIN, path)}): ${pageMeta[path].description}`);
    }
  });

  it("gives both offices and the opening hours", () => {
    expect(text).toContain(company.mainOffice.address);
    expect(text).toContain(company.satelliteOffice.address);
    expect(text).toContain(company.businessHours.label);
  });
});
