import type { Action, Hero, IconItem, SectionHeading } from "../types";
import type { CallToAction } from "./cta";

const homeHero: Hero = {
  eyebrow: "IT and fintech solutions from Batangas",
  title: "Digital Solutions That Move Philippine Business Forward",
  subtitle: "Fintech, software, e-commerce and AI under one roof",
  description:
    "InnovateHub builds the PlataPay payments platform, custom software, online stores and AI tools for businesses across the Philippines, and helps them grow into Dubai and the UAE.",
  primaryAction: { name: "Explore Our Services", path: "/services" },
  secondaryAction: { name: "Book a Meeting", path: "/booking" },
};

const whyChooseHeading: SectionHeading = {
  eyebrow: "Why InnovateHub",
  title: "Why Businesses Choose Us",
  description: "A local team with regulated fintech experience and the reach to take you abroad.",
};

/** docs/product.md §2.5: why-choose items, in this order. */
const whyChooseItems: readonly IconItem[] = [
  {
    id: "speed",
    title: "Speed",
    description:
      "Short build cycles and ready-made fintech components get your product in front of customers in weeks, not months.",
    icon: "zap",
  },
  {
    id: "security",
    title: "Security",
    description:
      "Bank-level encryption, BSP-aligned controls and careful handling of personal data protect your business and your customers.",
    icon: "shield-check",
  },
  {
    id: "innovation",
    title: "Innovation",
    description:
      "From QR payments to AI assistants, we bring proven new technology to businesses that are often the last to get it.",
    icon: "lightbulb",
  },
  {
    id: "global-reach",
    title: "Global Reach",
    description:
      "Partnerships with Dubai banks and a growing network abroad give your business a path beyond the Philippines.",
    icon: "globe",
  },
];

const fintechSpotlight = {
  eyebrow: "Featured platform",
  title: "PlataPay: Payments for Every Community",
  description:
    "PlataPay is our BSP-certified fintech platform. It lets customers pay bills, send money, buy load and pay by QR from their phones or at a neighbourhood PlataPay agent.",
  services: [
    {
      id: "digital-wallet",
      title: "Digital Wallet",
      description: "Store, send and receive money from one app.",
      icon: "wallet",
    },
    {
      id: "bills-payment",
      title: "Bills Payment",
      description: "Utilities, telcos, loans and government fees.",
      icon: "receipt",
    },
    {
      id: "remittance",
      title: "Remittance",
      description: "Send money to family anywhere in the country.",
      icon: "send",
    },
    {
      id: "e-loading",
      title: "E-Loading",
      description: "Mobile load and prepaid cards for every network.",
      icon: "smartphone",
    },
    {
      id: "qr-payments",
      title: "QR Payments",
      description: "Pay and get paid by scanning a code.",
      icon: "qr-code",
    },
  ] satisfies readonly IconItem[],
  agentNetwork: {
    title: "A growing agent network",
    description:
      "Store owners become PlataPay agents and earn on every transaction while serving their neighbours.",
  },
  primaryAction: { name: "Discover PlataPay", path: "/fintech-solutions" } satisfies Action,
  secondaryAction: { name: "Become an Agent", path: "/contact?service=platapay" } satisfies Action,
} as const;

const servicesOverviewHeading: SectionHeading = {
  eyebrow: "What we do",
  title: "Solutions for Every Stage of Growth",
  description: "Six practices, one team: pick a starting point or combine them into one roadmap.",
};

const servicesOverviewAction: Action = { name: "View All Services", path: "/all-services" };
const serviceCardLinkLabel = "Learn More";

const partnersStripHeading: SectionHeading = {
  eyebrow: "Trusted partners",
  title: "Backed by Trusted Financial Institutions",
  description:
    "Banks and financial service providers that power PlataPay and the solutions we build.",
};

const partnersStripAction: Action = { name: "See All Partners", path: "/partners" };

/** The banner near the end of the home page. */
const homeCtaBanner: CallToAction = {
  title: "Let's Build Your Next Digital Solution",
  description:
    "Whether you are launching a payment service, an online store or an AI assistant, we can start with a free consultation this week.",
  primaryAction: { name: "Get Started", path: "/contact" },
  secondaryAction: { name: "Become a PlataPay Agent", path: "/contact?service=platapay" },
};

/** The home page (/): each section's copy, in page order. */
export const homePage = {
  hero: homeHero,
  whyChoose: { heading: whyChooseHeading, items: whyChooseItems },
  fintechSpotlight,
  servicesOverview: {
    heading: servicesOverviewHeading,
    action: servicesOverviewAction,
    cardLinkLabel: serviceCardLinkLabel,
  },
  partnersStrip: { heading: partnersStripHeading, action: partnersStripAction },
  ctaBanner: homeCtaBanner,
};
