import { pageMeta, siteConfig, type SitePageMeta } from "@innovatehub/content/site";

export type SitePage = SitePageMeta;

/** Every prerendered page of the route table, with the head texts content gives it. */
export const sitePages: readonly SitePage[] = pageMeta;

/** Absolute URL a page's canonical link must carry in the build under test. */
export function canonicalUrl(path: string): string {
  const origin = (process.env.SITE_ORIGIN ?? siteConfig.origin).replace(/\/+$/, "");
  return new URL(path, `${origin}/`).toString();
}
