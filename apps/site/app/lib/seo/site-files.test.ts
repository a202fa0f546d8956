import { describe, expect, it } from "vitest";
import {
  allBlogPosts,
  blogArticlePath,
  blogPage,
  company,
  metaOf,
  sitePaths,
} from "@innovatehub/content/site";
import { llmsTxt, robotsTxt, rssDate, rssXml, sitemapXml, urlOn } from "./site-files";

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
      const { title, description } = metaOf(path);
      expect(text).toContain(`- [${title}](${urlOn(ORIGIN, path)}): ${description}`);
    }
  });

  it("gives both offices and the opening hours", () => {
    expect(text).toContain(company.mainOffice.address);
    expect(text).toContain(company.satelliteOffice.address);
    expect(text).toContain(company.businessHours.label);
  });
});

describe("rssXml", () => {
  const xml = rssXml(ORIGIN);
  const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1] ?? "");

  it("is an RSS 2.0 channel that names itself and the blog", () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain(`<title>${blogPage.feed.title}</title>`);
    expect(xml).toContain(`<link>${ORIGIN}/blog</link>`);
    expect(xml).toContain(`<atom:link href="${ORIGIN}${blogPage.feed.file}" rel="self"`);
  });

  it("has one item per article, newest first, linking its page", () => {
    expect(items).toHaveLength(allBlogPosts.length);
    const links = items.map((item) => /<link>([^<]+)<\/link>/.exec(item)?.[1]);
    expect(links.sort()).toEqual(allBlogPosts.map((post) => urlOn(ORIGIN, blogArticlePath(post))).sort());
    const dates = items.map((item) => Date.parse(/<pubDate>([^<]+)<\/pubDate>/.exec(item)?.[1] ?? ""));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("dates an article at the start of its day in Philippine time, in RFC 822 form", () => {
    expect(rssDate("2025-03-05")).toBe("Tue, 04 Mar 2025 16:00:00 GMT");
  });

  it("escapes XML special characters in the texts", () => {
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(xml).toContain("Farmers&apos; Cooperative");
  });
});
