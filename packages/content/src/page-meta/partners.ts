import type { SitePageMeta } from "../routes";

export const partnersPageMeta: SitePageMeta = {
  path: "/partners",
  title: "Our Partners | InnovateHub",
  description:
    "InnovateHub works with banks, financial services, logistics, technology and payment partners including Security Bank, Cebuana Lhuillier, LBC and eCPAY.",
};
