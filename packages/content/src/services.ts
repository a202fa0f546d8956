import type { SitePath } from "./routes";
import type { IconName } from "./icons";

export const serviceIds = [
  "fintech-solutions",
  "digital-customizations",
  "ecommerce",
  "ai-solutions",
  "mobile-app-development",
  "global-expansion",
] as const;
export type ServiceId = (typeof serviceIds)[number];

type Feature = { title: string; description: string };

/** A service of the catalogue. */
export type Service = {
  id: ServiceId;
  title: string;
  description: string;
  icon: IconName;
  slug: ServiceId;
  features: readonly [Feature, Feature, Feature];
  ctaText: string;
  ctaLink: SitePath;
};

/** The six services; their ids and titles are contractual (links and forms use them). */
export const services: readonly Service[] = [
  {
    id: "fintech-solutions",
    title: "Fintech Solutions",
    description:
      "PlataPay puts a digital wallet, bills payment, remittance, e-loading and QR payments in one app, with a network of neighbourhood agents to serve walk-in customers.",
    icon: "wallet",
    slug: "fintech-solutions",
    features: [
      {
        title: "Digital wallet and QR payments",
        description: "Customers pay, send and receive money from their phones, in store or online.",
      },
      {
        title: "Bills payment and e-loading",
        description:
          "Utilities, loans, government fees and mobile load paid at one counter or in one app.",
      },
      {
        title: "Agent network",
        description:
          "Turn a sari-sari store or business center into a PlataPay outlet that earns on every transaction.",
      },
    ],
    ctaText: "Explore Fintech",
    ctaLink: "/fintech-solutions",
  },
  {
    id: "digital-customizations",
    title: "Digital Customizations",
    description:
      "Software shaped around the way your business already runs: custom applications, APIs that connect your systems, and careful modernization of the tools you rely on.",
    icon: "code",
    slug: "digital-customizations",
    features: [
      {
        title: "Custom software",
        description:
          "Applications designed for your workflows instead of forcing your team into someone else's.",
      },
      {
        title: "API development",
        description:
          "Secure, documented APIs that let your systems, partners and apps share data reliably.",
      },
      {
        title: "Legacy modernization",
        description:
          "Move ageing systems to modern platforms step by step, without stopping daily operations.",
      },
    ],
    ctaText: "Customize Your Solution",
    ctaLink: "/digital-customizations",
  },
  {
    id: "ecommerce",
    title: "E-Commerce Development",
    description:
      "Online stores that sell: fast storefronts, order and inventory management, and local payment options such as e-wallets, bank transfers and cash on delivery.",
    icon: "shopping-cart",
    slug: "ecommerce",
    features: [
      {
        title: "Online store development",
        description:
          "A mobile-first storefront with your catalogue, brand and checkout, ready for search engines.",
      },
      {
        title: "Order management",
        description:
          "Track orders, stock and deliveries from one dashboard, with couriers connected.",
      },
      {
        title: "Payment integration",
        description:
          "Accept cards, e-wallets, QR payments and bank transfers with reconciled settlements.",
      },
    ],
    ctaText: "Start Selling Online",
    ctaLink: "/ecommerce",
  },
  {
    id: "ai-solutions",
    title: "AI Solutions",
    description:
      "Practical artificial intelligence for everyday operations: chatbots that answer customers, dashboards that forecast demand, and automation that clears repetitive work.",
    icon: "brain",
    slug: "ai-solutions",
    features: [
      {
        title: "Intelligent chatbots",
        description:
          "Answer customer questions in English and Filipino around the clock, on web and Messenger.",
      },
      {
        title: "Business intelligence",
        description:
          "Turn sales and transaction data into forecasts and reports your managers can act on.",
      },
      {
        title: "Workflow automation",
        description:
          "Let software handle data entry, document checks and approvals so your team can focus.",
      },
    ],
    ctaText: "Discover AI",
    ctaLink: "/ai-solutions",
  },
  {
    id: "mobile-app-development",
    title: "Web & Mobile Apps",
    description:
      "Websites and mobile apps for Android and iOS, designed with your users and built to grow, from the first workshop through launch, updates and support.",
    icon: "smartphone",
    slug: "mobile-app-development",
    features: [
      {
        title: "Cross-platform apps",
        description:
          "One codebase for Android and iOS, so you reach every customer sooner and for less.",
      },
      {
        title: "Responsive web applications",
        description:
          "Fast sites and portals that work on any screen and on slow mobile connections.",
      },
      {
        title: "UI/UX design",
        description:
          "Interfaces tested with real users so they are easy to learn and pleasant to use.",
      },
    ],
    ctaText: "Build Your App",
    ctaLink: "/mobile-app-development",
  },
  {
    id: "global-expansion",
    title: "Global Expansion",
    description:
      "A guided path from the Philippines to Dubai and the UAE: market research, company setup, banking introductions and fintech solutions that work across borders.",
    icon: "globe",
    slug: "global-expansion",
    features: [
      {
        title: "Dubai market entry",
        description:
          "Licensing, company formation and local partners arranged with people who know the market.",
      },
      {
        title: "Cross-border payments",
        description:
          "Remittance and payment solutions for businesses and workers moving money between countries.",
      },
      {
        title: "Expansion consulting",
        description: "Market studies and a step-by-step plan that fits your budget and timeline.",
      },
    ],
    ctaText: "Go Global",
    ctaLink: "/global-expansion",
  },
];

type ServiceBadge = "Featured" | "New" | "";

/** A service card of the home page's grid. */
export type ServiceCard = {
  id: ServiceId;
  title: string;
  description: string;
  icon: IconName;
  badge: ServiceBadge;
  link: SitePath;
  features: readonly string[];
};

export const serviceCards: readonly ServiceCard[] = [
  {
    id: "fintech-solutions",
    title: "PlataPay Fintech Platform",
    description:
      "Digital wallet, bills payment, remittance, e-loading and QR payments, backed by a growing agent network.",
    icon: "wallet",
    badge: "Featured",
    link: "/fintech-solutions",
    features: [
      "Digital wallet and QR payments",
      "Bills payment and e-loading",
      "Domestic remittance",
      "Agent and merchant network",
    ],
  },
  {
    id: "digital-customizations",
    title: "Digital Customizations",
    description:
      "Custom software, APIs and modernized systems built around the way your business works.",
    icon: "code",
    badge: "",
    link: "/digital-customizations",
    features: [
      "Custom software development",
      "API development and integration",
      "Legacy system modernization",
    ],
  },
  {
    id: "ecommerce",
    title: "E-Commerce Development",
    description:
      "Online stores with local payments, order management and courier integration from day one.",
    icon: "shopping-cart",
    badge: "",
    link: "/ecommerce",
    features: [
      "Mobile-first storefronts",
      "Order and inventory management",
      "Local payment integration",
      "Sales analytics",
    ],
  },
  {
    id: "ai-solutions",
    title: "AI Solutions",
    description:
      "Chatbots, business intelligence and automation that save time and reveal what your data is saying.",
    icon: "brain",
    badge: "New",
    link: "/ai-solutions",
    features: ["Intelligent chatbots", "Business intelligence dashboards", "Workflow automation"],
  },
  {
    id: "mobile-app-development",
    title: "Web & Mobile Apps",
    description:
      "Android, iOS and web applications designed with your users and supported after launch.",
    icon: "smartphone",
    badge: "",
    link: "/mobile-app-development",
    features: [
      "Cross-platform mobile apps",
      "Responsive web applications",
      "UI/UX design",
      "Maintenance and support",
    ],
  },
  {
    id: "global-expansion",
    title: "Global Expansion",
    description:
      "Enter Dubai and the UAE with market entry support, banking partners and cross-border fintech.",
    icon: "globe",
    badge: "New",
    link: "/global-expansion",
    features: [
      "Dubai market entry",
      "International fintech solutions",
      "Global business consulting",
    ],
  },
];

export type ServiceCategoryTab = {
  id: "all" | "fintech" | "web-mobile" | "ecommerce" | "ai" | "global";
  label: string;
  /** Empty for "All": every service. */
  serviceIds: readonly ServiceId[];
};

/** The catalogue's category tabs and their service ids. */
export const serviceCategoryTabs: readonly ServiceCategoryTab[] = [
  { id: "all", label: "All", serviceIds: [] },
  { id: "fintech", label: "Fintech", serviceIds: ["fintech-solutions"] },
  {
    id: "web-mobile",
    label: "Web & Mobile",
    serviceIds: ["digital-customizations", "mobile-app-development"],
  },
  { id: "ecommerce", label: "E-commerce", serviceIds: ["ecommerce"] },
  { id: "ai", label: "AI", serviceIds: ["ai-solutions"] },
  { id: "global", label: "Global", serviceIds: ["global-expansion"] },
];

export const DEFAULT_SERVICE_CATEGORY_TAB = "all";

/** For reading a tab id back from the URL query. */
export function isServiceCategoryTabId(value: string): value is ServiceCategoryTab["id"] {
  return serviceCategoryTabs.some((tab) => tab.id === value);
}

/**
 * The services search: case-insensitive substring match on title or description, within a
 * category tab. The query is trimmed and matched literally.
 */
export function filterServices(
  list: readonly Service[],
  query: string,
  tabId: ServiceCategoryTab["id"] = DEFAULT_SERVICE_CATEGORY_TAB,
): readonly Service[] {
  const needle = query.trim().toLocaleLowerCase();
  const tab = serviceCategoryTabs.find((candidate) => candidate.id === tabId);
  const allowed = tab && tab.serviceIds.length > 0 ? new Set<string>(tab.serviceIds) : undefined;
  return list.filter((service) => {
    if (allowed && !allowed.has(service.id)) {
      return false;
    }
    if (needle === "") {
      return true;
    }
    return (
      service.title.toLocaleLowerCase().includes(needle) ||
      service.description.toLocaleLowerCase().includes(needle)
    );
  });
}
