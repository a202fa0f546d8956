import { describe, expect, it } from "vitest";
import * as content from "./exports/site";
import { isSitePath } from "./routes";

type Found = { where: string; target: string };

/** Every string under a `path`, `href`, `link` or `ctaLink` key anywhere in the package's exports. */
function collectLinks(value: unknown, where: string, found: Found[], seen: Set<unknown>): void {
  if (typeof value !== "object" || value === null || seen.has(value)) {
    return;
  }
  seen.add(value);
  for (const [key, child] of Object.entries(value)) {
    const childWhere = `${where}.${key}`;
    if (typeof child === "string" && ["path", "href", "link", "ctaLink"].includes(key)) {
      found.push({ where: childWhere, target: child });
    } else {
      collectLinks(child, childWhere, found, seen);
    }
  }
}

/** Element ids the content declares for in-page anchors. */
function collectIds(value: unknown, found: Set<string>, seen: Set<unknown>): void {
  if (typeof value !== "object" || value === null || seen.has(value)) {
    return;
  }
  seen.add(value);
  for (const [key, child] of Object.entries(value)) {
    if (key === "id" && typeof child === "string") {
      found.add(child);
    } else {
      collectIds(child, found, seen);
    }
  }
}

const links: Found[] = [];
collectLinks(content, "content", links, new Set());
const ids = new Set<string>();
collectIds(content, ids, new Set());

const EXTERNAL_SCHEMES = ["https://", "tel:", "mailto:"];

/** The private pages behind e-mail links: served (prerendered), though not in the sitemap's `sitePaths`. */
const privatePagePaths: readonly string[] = [content.manageBookingPage.path, content.unsubscribePage.path];

describe("every link in the content", () => {
  it("was found (the walk itself works)", () => {
    expect(links.length).toBeGreaterThan(50);
  });

  it.each(links.map((link) => [link.where, link.target] as const))(
    "%s -> %s resolves",
    (_where, target) => {
      if (EXTERNAL_SCHEMES.some((scheme) => target.startsWith(scheme))) {
        expect(target).not.toMatch(/\s/);
        return;
      }
      const [withoutHash = "", hash] = target.split("#");
      const [path = ""] = withoutHash.split("?");
      if (path !== "") {
        expect(
          isSitePath(path) || privatePagePaths.includes(path),
          `${path} is a page the site serves`,
        ).toBe(true);
      }
      if (hash !== undefined) {
        expect(ids.has(hash), `#${hash} is an anchor some section declares`).toBe(true);
      }
    },
  );
});
