import type { SitePageMeta } from "../routes";

export const ecommercePageMeta: SitePageMeta = {
  path: "/ecommerce",
  title: "E-Commerce Development | InnovateHub",
  description:
    "Launch an online store with InnovateHub: storefront development, order management and local payment integration for Philippine sellers. Get a quote.",
};
