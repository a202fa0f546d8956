import { homePageMeta } from "./page-meta/home";
import { aboutPageMeta } from "./page-meta/about";
import { servicesPageMeta } from "./page-meta/services";
import { allServicesPageMeta } from "./page-meta/all-services";
import { contactPageMeta } from "./page-meta/contact";
import { bookingPageMeta } from "./page-meta/booking";
import { digitalCustomizationsPageMeta } from "./page-meta/digital-customizations";
import { ecommercePageMeta } from "./page-meta/ecommerce";
import { aiSolutionsPageMeta } from "./page-meta/ai-solutions";
import { fintechSolutionsPageMeta } from "./page-meta/fintech-solutions";
import { globalExpansionPageMeta } from "./page-meta/global-expansion";
import { mobileAppDevelopmentPageMeta } from "./page-meta/mobile-app-development";
import { clientsPageMeta } from "./page-meta/clients";
import { partnersPageMeta } from "./page-meta/partners";
import { blogPageMeta } from "./page-meta/blog";
import { privacyPolicyPageMeta } from "./page-meta/privacy-policy";
import { termsPageMeta } from "./page-meta/terms";
import { inquiryPageMeta } from "./page-meta/inquiry";

/**
 * Every path the site prerenders: the spec's route table (section 2) plus the pages that
 * docs/product.md §10.7 makes real (/privacy-policy, /terms, /inquiry).
 */
export const sitePaths = [
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
] as const;

export type SitePath = (typeof sitePaths)[number];

export function isSitePath(path: string): path is SitePath {
  return sitePaths.some((candidate) => candidate === path);
}

export type Redirect = { from: string; to: SitePath };

/** Old links from service cards (docs/product.md §2) that now lead to the matching page. */
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

/** Head texts of a page in the route table, with the path its canonical URL names. */
export type SitePageMeta = PageMeta & { path: SitePath };

/**
 * Document title and meta description for every prerendered page. Each page's texts live in their own
 * module under page-meta/, so a route's JavaScript carries only its own head tags, never this table.
 */
export const pageMeta: Record<SitePath, SitePageMeta> = {
  "/": homePageMeta,
  "/about": aboutPageMeta,
  "/services": servicesPageMeta,
  "/all-services": allServicesPageMeta,
  "/contact": contactPageMeta,
  "/booking": bookingPageMeta,
  "/digital-customizations": digitalCustomizationsPageMeta,
  "/ecommerce": ecommercePageMeta,
  "/ai-solutions": aiSolutionsPageMeta,
  "/fintech-solutions": fintechSolutionsPageMeta,
  "/global-expansion": globalExpansionPageMeta,
  "/mobile-app-development": mobileAppDevelopmentPageMeta,
  "/clients": clientsPageMeta,
  "/partners": partnersPageMeta,
  "/blog": blogPageMeta,
  "/privacy-policy": privacyPolicyPageMeta,
  "/terms": termsPageMeta,
  "/inquiry": inquiryPageMeta,
};
