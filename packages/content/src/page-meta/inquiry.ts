import type { SitePageMeta } from "../routes";

export const inquiryPageMeta: SitePageMeta = {
  path: "/inquiry",
  title: "Send an Inquiry | InnovateHub",
  description:
    "Tell InnovateHub about your project: choose an AI, digital customization, e-commerce or global expansion inquiry, or book a meeting with our team directly.",
};
