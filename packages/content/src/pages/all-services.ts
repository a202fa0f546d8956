import type { Hero, SectionHeading } from "../types";

export const allServicesPage = {
  hero: {
    eyebrow: "All Services",
    title: "Every Service, One Partner",
    subtitle: "Find the right solution for your business",
    description:
      "Search our fintech, software, e-commerce, AI and global expansion services, or filter by category to see what fits your plans.",
    primaryAction: { name: "Explore Services", path: "#all-services" },
    secondaryAction: { name: "Contact Us", path: "/contact" },
  } satisfies Hero,
  sectionHeading: {
    id: "all-services",
    title: "Browse Our Services",
    description: "Type a keyword or pick a category.",
  } satisfies SectionHeading,
  searchLabel: "Search services",
  searchPlaceholder: "Search services...",
  categoriesLabel: "Service categories",
  emptyTitle: "No services found",
  emptyDescription: "Try a different search term or category",
  learnMoreLabel: "Learn More",
  /** Announced to screen readers after filtering. */
  resultsLabel: (count: number) => (count === 1 ? "1 service found" : `${count} services found`),
} as const;
