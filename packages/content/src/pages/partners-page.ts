import type { Action, Hero } from "../types";

export const partnersPage = {
  hero: {
    eyebrow: "Our Partners",
    title: "Partners Who Power Our Platform",
    description:
      "Banks, financial service providers, couriers, technology firms and payment networks work with us so PlataPay and our clients' products reach more people, safely.",
  } satisfies Hero,
  tabsLabel: "Partner views",
  byCategoryTab: "By Category",
  allPartnersTab: "All Partners",
  allCategories: "All Categories",
  categoryFilterLabel: "Filter partners by category",
  showMore: "Show More",
  showLess: "Show Less",
  visitWebsite: "Visit website",
  integrationsHeading: "Integrations",
  /** Accessible name of a partner's website link. */
  visitWebsiteLabel: (name: string) => `Visit the ${name} website (opens in a new tab)`,
  partnerCount: (count: number) => (count === 1 ? "1 partner" : `${count} partners`),
  becomePartner: {
    title: "Become a Partner",
    description:
      "Banks, billers, couriers and technology companies: let's explore how we can serve more Filipino businesses and households together.",
  },
  backToHome: { name: "Back to Home", path: "/" } satisfies Action,
  contactUs: { name: "Contact Us", path: "/contact" } satisfies Action,
} as const;
