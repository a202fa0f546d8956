import { describe, expect, it } from "vitest";
import { notFoundMeta } from "./page-meta/not-found";
import { isSitePath, legacyRedirects, pageMeta, sitePaths } from "./routes";

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
  it("holds every route of the spec plus the improvement-7 pages, once each", () => {
    expect(sitePaths).toEqual(
      expect.arrayContaining([...SPEC_ROUTES, "/privacy-policy", "/terms", "/inquiry"]),
    );
    expect(sitePaths).toHaveLength(SPEC_ROUTES.length + 3);
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
  const entries = [...Object.values(pageMeta), notFoundMeta];

  it("gives every page a unique title and description", () => {
    expect(Object.keys(pageMeta).sort()).toEqual([...sitePaths].sort());
    expect(new Set(entries.map((meta) => meta.title)).size).toBe(entries.length);
    expect(new Set(entries.map((meta) => meta.description)).size).toBe(entries.length);
  });

  it("files every page's head texts under the path they describe", () => {
    for (const [path, meta] of Object.entries(pageMeta)) {
      expect(meta.path).toBe(path);
    }
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
