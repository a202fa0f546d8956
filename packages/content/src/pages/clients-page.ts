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

/** Copy of the reusable client section (docs/product.md §2.11). */
export const clientSectionCopy = {
  defaultTitle: "Our Valued Clients",
  defaultDescription:
    "A few of the businesses that serve their communities with PlataPay and InnovateHub.",
  filterLabel: "Filter clients by type",
  filterMenuLabel: "Filter",
  emptyMessage: "No clients found for this filter",
  viewModeLabel: "View as",
  cardsView: "Cards",
  tableView: "Table",
  viewDetails: "View Details",
  viewDetailsLabel: (storeName: string) => `View details of ${storeName}`,
  carouselLabel: "Clients",
  previousLabel: "Previous clients",
  nextLabel: "Next clients",
  notProvided: "Not provided",
  viewAllClients: { name: "View All Clients", path: "/clients" },
  fieldLabels: {
    name: "Owner",
    storeName: "Store",
    username: "Username",
    email: "Email",
    contactNumber: "Contact Number",
    address: "Address",
    businessPackage: "Business Package",
    tinNumber: "TIN",
    activationDate: "Activation Date",
    type: "Type",
    joinDate: "Joined",
  },
  tableCaption: "InnovateHub clients",
} as const;

/** The Client Details dialog's own texts: they load with the dialog, not with every list of clients. */
export const clientDetailsCopy = {
  title: "Client Details",
  description: "Personal contact details are partly hidden to protect our clients' privacy.",
} as const;
