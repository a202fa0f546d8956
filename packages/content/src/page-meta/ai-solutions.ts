import type { SitePageMeta } from "../routes";

export const aiSolutionsPageMeta: SitePageMeta = {
  path: "/ai-solutions",
  title: "AI Solutions | InnovateHub",
  description:
    "Intelligent chatbots, business intelligence and workflow automation from InnovateHub, deployed quickly on the data your business already has.",
};
