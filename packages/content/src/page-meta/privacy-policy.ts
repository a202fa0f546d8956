import type { SitePageMeta } from "../routes";

export const privacyPolicyPageMeta: SitePageMeta = {
  path: "/privacy-policy",
  title: "Privacy Policy | InnovateHub",
  description:
    "How InnovateHub collects, uses, keeps and protects the personal data you share through our inquiry and booking forms, and your rights under RA 10173.",
};
