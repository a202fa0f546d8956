import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { structuredDataJson } from "./structured-data";

const HEAD_END = "</head>";

/**
 * The JSON-LD data block for a page's head, empty for a page that describes nothing (structured-data.ts). Not a
 * script the browser runs, so the CSP needs no hash.
 */
export function structuredDataTag(origin: string, pagePath = "/"): string {
  const json = structuredDataJson(origin, pagePath);
  // The JSON escapes "<", so it cannot end the element early.
  return json === undefined ? "" : `<script type="application/ld+json">${json}</script>`;
}

/** A prerendered page with its JSON-LD graph (company, offices, its article), if any, at the end of its head. */
export function withStructuredData(html: string, origin: string, pagePath = "/"): string {
  if (!html.includes(HEAD_END)) {
    throw new Error("a prerendered page has no </head> for the JSON-LD");
  }
  return html.replace(HEAD_END, `${structuredDataTag(origin, pagePath)}${HEAD_END}`);
}

/** The site path a prerendered file serves: build/client/blog/x/index.html is /blog/x. */
export function pagePathOf(clientDir: string, file: string): string {
  const directory = path.relative(clientDir, path.dirname(file)).split(path.sep).join("/");
  return directory === "" ? "/" : `/${directory}`;
}

/**
 * Writes the JSON-LD into every prerendered page at build time. React never renders it: nothing on the page
 * reads it, so its data and code stay out of the JavaScript, and React
 * 19 leaves a head element it did not render alone while hydrating.
 */
export async function injectStructuredData(clientDir: string, origin: string): Promise<number> {
  const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    pages.map(async (page) =>
      writeFile(page, withStructuredData(await readFile(page, "utf8"), origin, pagePathOf(clientDir, page))),
    ),
  );
  return pages.length;
}
