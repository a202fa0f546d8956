import type { SitePageMeta } from "../routes";

export const mobileAppDevelopmentPageMeta: SitePageMeta = {
  path: "/mobile-app-development",
  title: "Web & Mobile App Development | InnovateHub",
  description:
    "InnovateHub designs, builds, tests and maintains web and mobile apps, from discovery and UI/UX design to launch and support. Request a demo of our work.",
};
