import type { SitePageMeta } from "../routes";

export const termsPageMeta: SitePageMeta = {
  path: "/terms",
  title: "Terms of Use | InnovateHub",
  description:
    "The terms that govern your use of the InnovateHub website, its inquiry and booking forms, and the information we publish about our services and partners.",
};
