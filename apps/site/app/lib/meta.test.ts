import { describe, expect, it } from "vitest";
import { legacyRedirects, metaOf, siteConfig, sitePaths } from "@innovatehub/content/site";
import { findLegacyRedirect } from "./legacy-redirect";
import { buildMeta, routeMeta } from "./meta";

function find(descriptors: ReturnType<typeof buildMeta>, key: string, value: string) {
  return descriptors.find((descriptor) =>
    Object.entries(descriptor).some(([name, content]) => name === key && content === value),
  );
}

describe("routeMeta", () => {
  it.each(sitePaths)("%s has its own title, description, canonical and social tags", (path) => {
    const page = metaOf(path);
    const meta = routeMeta({ meta: page });
    const url = new URL(path, siteConfig.origin).toString();
    expect(meta).toContainEqual({ title: page.title });
    expect(meta).toContainEqual({ name: "description", content: page.description });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: url });
    expect(meta).toContainEqual({ property: "og:url", content: url });
    expect(meta).toContainEqual({ property: "og:title", content: page.title });
    expect(find(meta, "name", "twitter:card")).toEqual({
      name: "twitter:card",
      content: siteConfig.twitterCard,
    });
  });
});

describe("routeMeta without loader data", () => {
  it("adds no head tags, so an error screen keeps the document's defaults", () => {
    expect(routeMeta(undefined)).toEqual([]);
  });
});

describe("buildMeta", () => {
  it("marks pages outside the index as noindex and gives them no canonical", () => {
    const meta = buildMeta({ title: "t", description: "d", path: "/x", indexable: false });
    expect(find(meta, "rel", "canonical")).toBeUndefined();
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
  });
});

describe("findLegacyRedirect", () => {
  it("finds every legacy path, with or without a trailing slash, and nothing else", () => {
    for (const redirect of legacyRedirects) {
      expect(findLegacyRedirect(redirect.from)).toEqual(redirect);
      expect(findLegacyRedirect(`${redirect.from}/`)).toEqual(redirect);
    }
    expect(findLegacyRedirect("/services")).toBeUndefined();
  });
});
