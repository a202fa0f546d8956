import type { SitePageMeta } from "../routes";

export const digitalCustomizationsPageMeta: SitePageMeta = {
  path: "/digital-customizations",
  title: "Digital Customizations | InnovateHub",
  description:
    "Custom software, API development and legacy system modernization by InnovateHub, built around how your business already works. Request a proposal.",
};
