import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  criticalCssInliner,
  holdBackStylesheets,
  linkedStylesheets,
  withoutFontFaces,
} from "./critical-css.mjs";

const STYLESHEET = [
  '@font-face{font-family:"Brand";font-display:optional;src:url(/assets/brand.woff2)format("woff2")}',
  '@font-face{font-family:"Brand Fallback";src:local(Arial);size-adjust:106%}',
  "body{font-family:var(--text-face)}",
  ":root:not([data-brand-font]){--text-face:'Brand Fallback'}",
  ".hero{color:navy}",
  ".has-\\[\\>svg\\]\\:px-4:has(>svg){padding-inline:1rem}",
  ":where(.space-y-3>:not(:last-child)){margin-block-start:.75rem}",
  ".dialog-only{color:red}",
  ".hero{box-shadow:var(--tw-shadow)}",
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-rotate-x{syntax:"*";inherits:false}',
].join("");

describe("criticalCssInliner", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  async function inline(html: string) {
    const dir = mkdtempSync(path.join(tmpdir(), "critical-css-"));
    dirs.push(dir);
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "assets", "root.css"), STYLESHEET);
    const inliner = criticalCssInliner({
      clientDir: dir,
      readStylesheet: (href) => readFile(path.join(dir, href), "utf8"),
    });
    return inliner(html);
  }

  const page = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root.css"/></head><body><h1 class="hero">Hi</h1></body></html>`;

  it("inlines the rules the page's markup uses and every font face, with no preload of the font", async () => {
    const html = await inline(page);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    expect(style).toContain(".hero{color:navy}");
    expect(style).toContain("Brand Fallback");
    expect(style).toContain("local(Arial)");
    expect(style).toContain("url(/assets/brand.woff2)");
    expect(style).not.toContain("dialog-only");
    expect(html).not.toContain('rel="preload"');
  });

  it("keeps the rules Beasties cannot match to markup: the first view's font face, icon padding, list spacing", async () => {
    const html = await inline(page);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    expect(style).toContain(":root:not([data-brand-font])");
    expect(style).toContain(":has(>svg){padding-inline:1rem}");
    expect(style).toContain(":where(.space-y-3>:not(:last-child))");
  });

  it("keeps the stylesheet link in place but held back, with a copy for visitors without JavaScript", async () => {
    const html = await inline(page);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css" disabled>');
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/root.css"></noscript>');
    expect(html).not.toMatch(/rel="?preload/);
  });

  it("registers the custom properties the inlined rules use, and no others", async () => {
    const html = await inline(page);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    expect(style).toContain("@property --tw-shadow{");
    expect(style).not.toContain("--tw-rotate-x");
  });

  it("refuses a page without a stylesheet rather than shipping it unstyled", async () => {
    await expect(inline("<!DOCTYPE html><html><head></head><body></body></html>")).rejects.toThrow(
      /stylesheet/,
    );
  });
});

describe("holdBackStylesheets", () => {
  it("disables each stylesheet link and adds its noscript copy", () => {
    expect(holdBackStylesheets('<link rel="stylesheet" href="/a.css"/>')).toBe(
      '<link rel="stylesheet" href="/a.css" disabled><noscript><link rel="stylesheet" href="/a.css"/></noscript>',
    );
  });
});

describe("linkedStylesheets", () => {
  it("names each stylesheet a page links, held back or not, and nothing else", () => {
    expect(
      linkedStylesheets(
        '<link rel="icon" href="/i.svg"><link rel="stylesheet" href="/a.css" disabled><link href="/b.css" rel="stylesheet"/>',
      ),
    ).toEqual(["/a.css", "/b.css"]);
  });
});

describe("withoutFontFaces", () => {
  it("leaves out every font face and keeps every other rule", () => {
    const css = withoutFontFaces(STYLESHEET);
    expect(css).not.toContain("@font-face");
    expect(css).not.toContain("brand.woff2");
    expect(css.startsWith("body{font-family:var(--text-face)}")).toBe(true);
    expect(css.endsWith('@property --tw-rotate-x{syntax:"*";inherits:false}')).toBe(true);
    expect(css).toContain(":root:not([data-brand-font]){--text-face:'Brand Fallback'}");
  });
});
