import type { SitePageMeta } from "../routes";

export const clientsPageMeta: SitePageMeta = {
  path: "/clients",
  title: "Our Clients | InnovateHub",
  description:
    "See the agents, business centers, remittance services, food businesses and retail stores across the Philippines that run on InnovateHub and PlataPay.",
};
