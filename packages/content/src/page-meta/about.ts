import type { SitePageMeta } from "../routes";

export const aboutPageMeta: SitePageMeta = {
  path: "/about",
  title: "About Us | InnovateHub",
  description:
    "Meet InnovateHub: founded in Batangas in early 2024, certified under the BSP operator scheme, and partnered with LBC and Dubai banks to grow businesses.",
};
