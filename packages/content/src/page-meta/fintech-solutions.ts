import type { SitePageMeta } from "../routes";

export const fintechSolutionsPageMeta: SitePageMeta = {
  path: "/fintech-solutions",
  title: "Fintech Solutions & PlataPay | InnovateHub",
  description:
    "PlataPay by InnovateHub: digital wallet, bills payment, remittance, e-loading and QR payments with bank-level security. Become a PlataPay agent today.",
};
