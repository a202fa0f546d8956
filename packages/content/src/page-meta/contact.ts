import type { SitePageMeta } from "../routes";

export const contactPageMeta: SitePageMeta = {
  path: "/contact",
  title: "Contact Us | InnovateHub",
  description:
    "Chat, call, e-mail or visit InnovateHub in San Pascual, Batangas. Our team answers Monday to Friday, 9:00 AM to 5:00 PM PHT, and books meetings online.",
};
