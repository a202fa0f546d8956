import { siteConfig } from "@innovatehub/content/site";

/** The configured public origin (SITE_ORIGIN at build time, else the content default), no trailing slash. */
function siteOrigin(): string {
  const configured = import.meta.env.SITE_ORIGIN ?? siteConfig.origin;
  return configured.replace(/\/+$/, "");
}

/** Absolute URL of a site path on the configured origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${siteOrigin()}/`).toString();
}
