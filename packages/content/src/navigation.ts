import type { IconName } from "./icons";
import type { SitePath } from "./routes";

/** A named link. `path` may carry a query or hash after a site path. */
export type LinkItem = { name: string; path: string };

export type NavGroup = {
  id: "services" | "company";
  name: string;
  links: readonly LinkItem[];
};

export type NavEntry = ({ kind: "link" } & LinkItem) | ({ kind: "group" } & NavGroup);

type SiteLink = { name: string; path: SitePath };

const homeLink = { name: "Home", path: "/" } satisfies SiteLink;
const aboutLink = { name: "About", path: "/about" } satisfies SiteLink;
const contactLink = { name: "Contact", path: "/contact" } satisfies SiteLink;

/** The shared header's Services group, in this order, with these names. */
export const servicesNavGroup: NavGroup = {
  id: "services",
  name: "Services",
  links: [
    { name: "All Services", path: "/all-services" },
    { name: "Service Categories", path: "/services" },
    { name: "Fintech Solutions", path: "/fintech-solutions" },
    { name: "Digital Customizations", path: "/digital-customizations" },
    { name: "E-commerce Solutions", path: "/ecommerce" },
    { name: "AI Solutions", path: "/ai-solutions" },
    { name: "Global Expansion", path: "/global-expansion" },
    { name: "Mobile App Development", path: "/mobile-app-development" },
  ] satisfies readonly SiteLink[],
};

export const companyNavGroup: NavGroup = {
  id: "company",
  name: "Company",
  links: [
    { name: "Clients", path: "/clients" },
    { name: "Partners", path: "/partners" },
    { name: "Blog", path: "/blog" },
  ] satisfies readonly SiteLink[],
};

/** The header menu in its order: Home, About, Services, Company, Contact. */
export const headerNav: readonly NavEntry[] = [
  { kind: "link", ...homeLink },
  { kind: "link", ...aboutLink },
  { kind: "group", ...servicesNavGroup },
  { kind: "group", ...companyNavGroup },
  { kind: "link", ...contactLink },
];

/** The header's call-to-action button. */
export const headerCta = { name: "Contact Us", path: "/contact" } satisfies SiteLink;

/** The first stop of every page for keyboard users: jumps past the header to the page's <main>. */
export const skipLinkLabel = "Skip to main content";

/**
 * Icon keys of the header, footer and page controls. The site draws every icon it shows from its icon sprite
 * (docs/decisions.md D13), never as a lucide component; UI kit components keep their own lucide icons.
 */
export const interfaceIcons = {
  openMenu: "menu",
  closeMenu: "x",
  expand: "chevron-down",
  externalLink: "external-link",
  phone: "phone",
  email: "mail",
  chat: "message-circle",
  map: "map-pin",
  search: "search",
  noResults: "search-x",
  included: "check",
  cardsView: "layout-grid",
  tableView: "table",
  filter: "filter",
  forward: "arrow-right",
  quote: "quote",
  hours: "clock",
  schedule: "calendar-check",
  verified: "badge-check",
} as const satisfies Record<string, IconName>;

export const mobileMenuLabels = {
  open: "Open menu",
  close: "Close menu",
  navigation: "Main navigation",
} as const;

export const footerQuickLinks: readonly LinkItem[] = [
  { name: "Home", path: "/" },
  { name: "About Us", path: "/about" },
  { name: "Services", path: "/services" },
  { name: "Clients", path: "/clients" },
  { name: "Partners", path: "/partners" },
  { name: "Blog", path: "/blog" },
  { name: "Book a Meeting", path: "/booking" },
  { name: "Contact", path: "/contact" },
] satisfies readonly SiteLink[];

export const footerServiceLinks: readonly LinkItem[] =
  /* @__PURE__ */ servicesNavGroup.links.filter((link) => link.path !== "/services");

export const footerLegalLinks: readonly LinkItem[] = [
  { name: "Privacy Policy", path: "/privacy-policy" },
  { name: "Terms of Use", path: "/terms" },
] satisfies readonly SiteLink[];

export const footerCopy = {
  about:
    "InnovateHub Inc. builds fintech platforms and digital products for Philippine businesses and helps them grow into Dubai and the UAE.",
  quickLinksHeading: "Quick Links",
  servicesHeading: "Services",
  contactHeading: "Contact",
  officesHeading: "Our Offices",
  followHeading: "Follow Us",
  chatLabel: "Chat on Messenger",
  emailLabel: "E-mail us",
  mapLinkLabel: "View on map",
  portalLabel: "Visit PlataPay",
  newTabHint: "(opens in a new tab)",
  legalNavLabel: "Legal",
} as const;
