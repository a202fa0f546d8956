import type { SitePageMeta } from "../routes";

export const blogPageMeta: SitePageMeta = {
  path: "/blog",
  title: "News & Announcements | InnovateHub",
  description:
    "Partner announcements and company news from InnovateHub and PlataPay, including our newest regional partners and the services they bring to customers.",
};
