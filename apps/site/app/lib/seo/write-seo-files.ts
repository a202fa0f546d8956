import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { blogPage, siteConfig } from "@innovatehub/content/site";
import { injectStructuredData } from "./inject-structured-data";
import { ogImageSvg } from "./og-image-svg";
import { llmsTxt, robotsTxt, rssXml, sitemapXml } from "./site-files";

/** The origin canonical URLs use: SITE_ORIGIN at build time, else the content default. */
function buildOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_ORIGIN ?? siteConfig.origin).replace(/\/+$/, "");
}

/**
 * Rasterises the social card. resvg reads system fonts (Liberation Sans / DejaVu on Debian) because
 * it cannot read the site's woff2; the card falls back through the same metric-compatible stack.
 */
function renderOgImagePng(origin: string): Buffer {
  const resvg = new Resvg(ogImageSvg(origin), {
    fitTo: { mode: "width", value: siteConfig.ogImageWidthPx },
    font: { loadSystemFonts: true, defaultFontFamily: "Liberation Sans" },
  });
  return resvg.render().asPng();
}

/**
 * Writes sitemap.xml, robots.txt, llms.txt, the blog's RSS feed and the social preview image into the client
 * build, and the JSON-LD into every prerendered page.
 */
export async function writeSeoFiles(clientDir: string, origin: string = buildOrigin()): Promise<void> {
  const feedFile = path.join(clientDir, blogPage.feed.file.replace(/^\//, ""));
  await mkdir(path.dirname(feedFile), { recursive: true });
  await Promise.all([
    writeFile(feedFile, rssXml(origin)),
    injectStructuredData(clientDir, origin),
    writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(origin)),
    writeFile(path.join(clientDir, "robots.txt"), robotsTxt(origin)),
    writeFile(path.join(clientDir, "llms.txt"), llmsTxt(origin)),
    writeFile(path.join(clientDir, siteConfig.ogImagePath.replace(/^\//, "")), renderOgImagePng(origin)),
  ]);
}
