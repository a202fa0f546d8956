import type { SitePageMeta } from "../routes";

export const servicesPageMeta: SitePageMeta = {
  path: "/services",
  title: "Our Services | InnovateHub",
  description:
    "Fintech, digital customizations, e-commerce, AI, web and mobile apps, and global expansion: see what InnovateHub does for businesses and how we work.",
};
