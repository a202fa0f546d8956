import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { structuredDataJson } from "./structured-data";

const HEAD_END = "</head>";

/** The JSON-LD data block for a page's head. Not a script the browser runs, so the CSP needs no hash. */
export function structuredDataTag(origin: string): string {
  // The JSON escapes "<", so it cannot end the element early.
  return `<script type="application/ld+json">${structuredDataJson(origin)}</script>`;
}

/** A prerendered page with the Organization and both offices as JSON-LD at the end of its head. */
export function withStructuredData(html: string, origin: string): string {
  if (!html.includes(HEAD_END)) {
    throw new Error("a prerendered page has no </head> for the JSON-LD");
  }
  return html.replace(HEAD_END, `${structuredDataTag(origin)}${HEAD_END}`);
}

/**
 * Writes the JSON-LD into every prerendered page at build time. React never renders it: it is the same on
 * every page and nothing on the page reads it, so its data and code stay out of the JavaScript, and React
 * 19 leaves a head element it did not render alone while hydrating.
 */
export async function injectStructuredData(clientDir: string, origin: string): Promise<number> {
  const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    pages.map(async (page) => writeFile(page, withStructuredData(await readFile(page, "utf8"), origin))),
  );
  return pages.length;
}
