import type { MetaDescriptor } from "react-router";
import { siteConfig, type PageMeta, type SitePageMeta } from "@innovatehub/content";
import { absoluteUrl } from "./site-url";

type MetaInput = PageMeta & {
  /** Path the canonical and og:url point at. */
  path: string;
  /** False for pages search engines should skip (not-found, redirects): no canonical, robots noindex. */
  indexable?: boolean;
  /** Extra descriptors such as a refresh tag. */
  extra?: readonly MetaDescriptor[];
};

/** The one place that turns a page's title and description into document head tags. */
export function buildMeta({
  title,
  description,
  path,
  indexable = true,
  extra = [],
}: MetaInput): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const image = absoluteUrl(siteConfig.ogImagePath);
  return [
    { title },
    { name: "description", content: description },
    indexable
      ? { tagName: "link", rel: "canonical", href: url }
      : { name: "robots", content: "noindex" },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:locale", content: siteConfig.locale.replace("-", "_") },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(siteConfig.ogImageWidthPx) },
    { property: "og:image:height", content: String(siteConfig.ogImageHeightPx) },
    { property: "og:image:alt", content: siteConfig.ogImageAlt },
    { name: "twitter:card", content: siteConfig.twitterCard },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...extra,
  ];
}

/** Head tags of a page in the route table, from its `*PageMeta` export in content. */
export function sitePageMeta(page: SitePageMeta): MetaDescriptor[] {
  return buildMeta(page);
}
