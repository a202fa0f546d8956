import { company } from "../site";
import type { Hero, SectionHeading } from "../types";

export const clientsPage = {
  /** docs/product.md §2: the heading is "Our Clients" followed by the company name. */
  title: "Our Clients",
  titleCompany: company.name,
  hero: {
    eyebrow: "Our Clients",
    title: "Partners in Digital Success",
    description:
      "Agents, business centers, remittance services, restaurants and stores across Batangas and beyond grow their business with InnovateHub and PlataPay.",
    primaryAction: { name: "Explore Partnerships", path: "#client-showcase" },
    featurePoints: [
      {
        id: "trusted-partnerships",
        title: "Trusted Partnerships",
        description: "Long-term relationships built on support that answers.",
        icon: "handshake",
      },
      {
        id: "proven-results",
        title: "Proven Results",
        description: "More customers, faster service and clearer books.",
        icon: "trending-up",
      },
    ],
  } satisfies Hero,
  showcaseHeading: {
    id: "client-showcase",
    title: "Our Valued Partners",
    description:
      "The businesses that run on our platforms. Filter by type, or switch to the table view.",
  } satisfies SectionHeading,
} as const;
