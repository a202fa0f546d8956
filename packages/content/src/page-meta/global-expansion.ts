import type { SitePageMeta } from "../routes";

export const globalExpansionPageMeta: SitePageMeta = {
  path: "/global-expansion",
  title: "Global Expansion to Dubai & UAE | InnovateHub",
  description:
    "Enter Dubai and the UAE with InnovateHub: market entry support, international fintech solutions and consulting for Philippine businesses going global.",
};
