import type { APIRequestContext } from "@playwright/test";

export type RawPage = {
  status: number;
  html: string;
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  h1s: string[];
  metaContent: (attribute: "name" | "property" | "http-equiv", key: string) => string | undefined;
};

function decode(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

function stripTags(html: string): string {
  return decode(html.replace(/<!--[\s\S]*?-->/g, "").replace(/<[^>]+>/g, "")).replace(/\s+/g, " ").trim();
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

/**
 * The HTML a crawler or a visitor without JavaScript gets for `path` (no browser, no scripts),
 * with the head tags and headings the SEO checks read.
 */
export async function fetchRawPage(request: APIRequestContext, path: string): Promise<RawPage> {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  const tags = html.match(/<(meta|link)\b[^>]*>/gi) ?? [];
  const metaContent: RawPage["metaContent"] = (attributeName, key) => {
    const tag = tags.find((candidate) => attribute(candidate, attributeName) === key);
    return tag ? attribute(tag, "content") : undefined;
  };
  const canonicalTag = tags.find((tag) => /^<link\b/i.test(tag) && attribute(tag, "rel") === "canonical");
  const titleMatch = /<title>([\s\S]*?)<\/title>/i.exec(html);
  return {
    status: response.status(),
    html,
    title: titleMatch?.[1] === undefined ? undefined : stripTags(titleMatch[1]),
    description: metaContent("name", "description"),
    canonical: canonicalTag ? attribute(canonicalTag, "href") : undefined,
    h1s: [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((match) => stripTags(match[1] ?? "")),
    metaContent,
  };
}
