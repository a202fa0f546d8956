import type { SitePageMeta } from "../routes";

export const allServicesPageMeta: SitePageMeta = {
  path: "/all-services",
  title: "All Services | InnovateHub",
  description:
    "Search and filter every InnovateHub service by category, from PlataPay fintech and AI solutions to online stores, mobile apps and Dubai market entry.",
};
