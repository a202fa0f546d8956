import { describe, expect, it } from "vitest";
import { allBlogPosts, blogArticlePath } from "./blog";
import { metaOf, notFoundMeta, pageMeta } from "./page-meta";
import { isSitePath, legacyRedirects, sitePaths } from "./routes";

const SPEC_ROUTES = [
  "/",
  "/about",
  "/services",
  "/all-services",
  "/contact",
  "/booking",
  "/digital-customizations",
  "/ecommerce",
  "/ai-solutions",
  "/fintech-solutions",
  "/global-expansion",
  "/mobile-app-development",
  "/clients",
  "/partners",
  "/blog",
];
const DESCRIPTION_MIN_CHARS = 120;
const DESCRIPTION_MAX_CHARS = 160;

describe("sitePaths", () => {
  it("holds every public route, the legal, inquiry and agent pages and one page per article, once each", () => {
    const articles = allBlogPosts.map(blogArticlePath);
    const ownPages = [
      "/privacy-policy",
      "/terms",
      "/inquiry",
      "/become-an-agent",
      "/fil/become-an-agent",
      "/become-an-agent/apply",
      "/fil/become-an-agent/apply",
    ];
    expect(articles).toContain("/blog/five-new-partners-calabarzon");
    expect(sitePaths).toEqual(expect.arrayContaining([...SPEC_ROUTES, ...ownPages, ...articles]));
    expect(sitePaths).toHaveLength(SPEC_ROUTES.length + ownPages.length + allBlogPosts.length);
    expect(new Set(sitePaths).size).toBe(sitePaths.length);
  });

  it("recognises site paths and nothing else", () => {
    expect(isSitePath("/ai-solutions")).toBe(true);
    expect(isSitePath("/services/ai-solutions")).toBe(false);
    expect(isSitePath("/nope")).toBe(false);
  });
});

describe("legacyRedirects", () => {
  it("sends /services/platapay and /services/<id> to the service pages", () => {
    const map = new Map(legacyRedirects.map((redirect) => [redirect.from, redirect.to]));
    expect(map.get("/services/platapay")).toBe("/fintech-solutions");
    for (const id of [
      "digital-customizations",
      "ecommerce",
      "ai-solutions",
      "global-expansion",
      "mobile-app-development",
      "fintech-solutions",
    ]) {
      expect(map.get(`/services/${id}`)).toBe(`/${id}`);
    }
  });

  it("never redirects from a page the site serves", () => {
    for (const redirect of legacyRedirects) {
      expect(isSitePath(redirect.from)).toBe(false);
      expect(isSitePath(redirect.to)).toBe(true);
    }
  });
});

describe("pageMeta", () => {
  const entries = [...pageMeta, notFoundMeta];

  it("gives every page, and only those, a unique title and description", () => {
    expect(pageMeta.map((meta) => meta.path).sort()).toEqual([...sitePaths].sort());
    expect(new Set(entries.map((meta) => meta.title)).size).toBe(entries.length);
    expect(new Set(entries.map((meta) => meta.description)).size).toBe(entries.length);
  });

  it("finds each page's head texts by its path, and refuses a path without any", () => {
    expect(metaOf("/blog").title).toBe("News & Announcements | InnovateHub");
    expect(metaOf("/blog/five-new-partners-calabarzon").title).toBe(
      "PlataPay Welcomes Five New Partners in CALABARZON | InnovateHub",
    );
    expect(() => metaOf("/blog/no-such-article")).toThrow("/blog/no-such-article");
  });

  it.each(entries.map((meta) => [meta.title, meta.description] as const))(
    "%s has a description of search-result length",
    (_title, description) => {
      expect(description.length).toBeGreaterThanOrEqual(DESCRIPTION_MIN_CHARS);
      expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_CHARS);
    },
  );

  it("names the brand in every title", () => {
    for (const meta of entries) {
      expect(meta.title).toContain("InnovateHub");
    }
  });
});
