import { allBlogPosts, blogArticlePath, type BlogArticlePath } from "./blog";

/** The site's fixed pages, each with its own route module. */
const pagePaths = [
  "/",
  "/about",
  "/services",
  "/all-services",
  "/contact",
  "/booking",
  "/digital-customizations",
  "/ecommerce",
  "/ai-solutions",
  "/fintech-solutions",
  "/global-expansion",
  "/mobile-app-development",
  "/clients",
  "/partners",
  "/blog",
  "/privacy-policy",
  "/terms",
  "/inquiry",
  "/become-an-agent",
  "/fil/become-an-agent",
  "/become-an-agent/apply",
  "/fil/become-an-agent/apply",
] as const;

export type SitePath = (typeof pagePaths)[number] | BlogArticlePath;

/** Every path the site prerenders: the fixed pages, then one page per blog article. */
export const sitePaths: readonly SitePath[] = [...pagePaths, ...allBlogPosts.map(blogArticlePath)];

export function isSitePath(path: string): path is SitePath {
  return sitePaths.some((candidate) => candidate === path);
}

export type Redirect = { from: string; to: SitePath };

/** Old links from service cards (/services/<id>) that now lead to the matching page. */
export const legacyRedirects: readonly Redirect[] = [
  { from: "/services/platapay", to: "/fintech-solutions" },
  { from: "/services/fintech-solutions", to: "/fintech-solutions" },
  { from: "/services/digital-customizations", to: "/digital-customizations" },
  { from: "/services/ecommerce", to: "/ecommerce" },
  { from: "/services/ai-solutions", to: "/ai-solutions" },
  { from: "/services/global-expansion", to: "/global-expansion" },
  { from: "/services/mobile-app-development", to: "/mobile-app-development" },
];

export type PageMeta = { title: string; description: string };

/** Head texts of a prerendered page, with the path its canonical URL names. */
export type SitePageMeta = PageMeta & { path: SitePath };
