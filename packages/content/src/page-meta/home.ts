import type { SitePageMeta } from "../routes";

export const homePageMeta: SitePageMeta = {
  path: "/",
  title: "InnovateHub | Fintech & Digital Solutions in the Philippines",
  description:
    "InnovateHub builds fintech platforms, custom software, online stores and AI tools for Philippine businesses, from Batangas to Dubai. Talk to our team today.",
};
