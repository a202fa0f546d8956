import type { MetaDescriptor } from "react-router";
import { siteConfig, type PageMeta, type SitePageMeta } from "@innovatehub/content/site";
import { absoluteUrl } from "./site-url";

type MetaInput = PageMeta & {
  /** Path the canonical and og:url point at. */
  path: string;
  /** False for pages search engines should skip (not-found, redirects): no canonical, robots noindex. */
  indexable?: boolean;
  /** Open Graph type: an article page is an "article", every other page a "website". */
  type?: "website" | "article";
  /** Extra descriptors such as a refresh tag. */
  extra?: readonly MetaDescriptor[];
  /** The page's locale when it is not the site's (the Filipino agent page: "fil-PH"). */
  locale?: string;
};

/** The one place that turns a page's title and description into document head tags. */
export function buildMeta({
  title,
  description,
  path,
  indexable = true,
  type = "website",
  extra = [],
  locale = siteConfig.locale,
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
    { property: "og:locale", content: locale.replace("-", "_") },
    { property: "og:type", content: type },
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

/**
 * Head tags of a page from the meta its loader returned (its entry of the content's meta table). A route
 * whose loader failed has no data: the error screen then keeps the document's defaults.
 */
export function routeMeta(loaderData: { meta: SitePageMeta } | undefined): MetaDescriptor[] {
  return loaderData === undefined ? [] : buildMeta(loaderData.meta);
}

/**
 * The hreflang links of a page that exists in several languages (each language's path by its code), and the
 * default version for any other language.
 */
export function languageAlternates(paths: Readonly<Record<string, string>>, defaultPath: string): MetaDescriptor[] {
  return [
    ...Object.entries(paths).map(([lang, path]) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: lang,
      href: absoluteUrl(path),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(defaultPath) },
  ];
}

/** The head link that announces an RSS feed to feed readers. */
export function rssFeedLink(feed: { file: string; title: string }): MetaDescriptor {
  return { tagName: "link", rel: "alternate", type: "application/rss+xml", title: feed.title, href: feed.file };
}
