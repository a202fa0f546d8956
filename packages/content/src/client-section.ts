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
