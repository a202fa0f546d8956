import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { blogArticlePath, featuredPost } from "@innovatehub/content/site";
import { injectStructuredData, pagePathOf, structuredDataTag, withStructuredData } from "./inject-structured-data";
import { structuredDataJson } from "./structured-data";

const ORIGIN = "https://example.test";
const PAGE = "<!DOCTYPE html><html><head><title>t</title></head><body><p>x</p></body></html>";

describe("withStructuredData", () => {
  it("puts the JSON-LD block at the end of the head, once", () => {
    const html = withStructuredData(PAGE, ORIGIN);
    expect(html).toContain(`${structuredDataTag(ORIGIN)}</head>`);
    expect(html.match(/application\/ld\+json/g)).toHaveLength(1);
    expect(html).toContain(`>${structuredDataJson(ORIGIN)}</script>`);
  });

  it("adds nothing to a page that describes neither the company nor an article", () => {
    expect(structuredDataTag(ORIGIN, "/become-an-agent")).toBe("");
    expect(withStructuredData(PAGE, ORIGIN, "/become-an-agent")).toBe(PAGE);
  });

  it("refuses a page without a head", () => {
    expect(() => withStructuredData("<p>fragment</p>", ORIGIN)).toThrow(/<\/head>/);
  });
});

describe("injectStructuredData", () => {
  let dir = "";
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("writes each page's block into the HTML files of the build, nested ones too, and leaves other files", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "structured-data-"));
    await mkdir(path.join(dir, "contact"));
    await mkdir(path.join(dir, "ecommerce"));
    await writeFile(path.join(dir, "index.html"), PAGE);
    await writeFile(path.join(dir, "contact", "index.html"), PAGE);
    await writeFile(path.join(dir, "ecommerce", "index.html"), PAGE);
    await writeFile(path.join(dir, "robots.txt"), "User-agent: *");

    expect(await injectStructuredData(dir, ORIGIN)).toBe(3);
    expect(await readFile(path.join(dir, "index.html"), "utf8")).toContain(structuredDataTag(ORIGIN, "/"));
    expect(await readFile(path.join(dir, "contact", "index.html"), "utf8")).toContain(
      structuredDataTag(ORIGIN, "/contact"),
    );
    expect(await readFile(path.join(dir, "ecommerce", "index.html"), "utf8")).toBe(PAGE);
    expect(await readFile(path.join(dir, "robots.txt"), "utf8")).toBe("User-agent: *");
  });

  it("gives an article's page its Article node, and no other page one", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "structured-data-"));
    const articleDir = path.join(dir, ...blogArticlePath(featuredPost).split("/").filter(Boolean));
    await mkdir(articleDir, { recursive: true });
    await writeFile(path.join(dir, "index.html"), PAGE);
    await writeFile(path.join(articleDir, "index.html"), PAGE);

    await injectStructuredData(dir, ORIGIN);
    expect(await readFile(path.join(articleDir, "index.html"), "utf8")).toContain('"@type":"Article"');
    expect(await readFile(path.join(dir, "index.html"), "utf8")).not.toContain('"@type":"Article"');
  });
});

describe("pagePathOf", () => {
  it("names the path a prerendered file serves", () => {
    expect(pagePathOf("/build/client", "/build/client/index.html")).toBe("/");
    expect(pagePathOf("/build/client", "/build/client/blog/a-post/index.html")).toBe("/blog/a-post");
  });
});
