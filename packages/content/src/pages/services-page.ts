import type { Action, FaqItem, Hero, IconItem, SectionHeading, Step } from "../types";

export const servicesPage = {
  title: "Our Services",
  hero: {
    eyebrow: "Our Services",
    title: "What We Do",
    subtitle: "Technology that works as hard as your business",
    description:
      "From PlataPay fintech to custom software, online stores, AI and international expansion, we design, build and support the tools Philippine businesses need to grow.",
    primaryAction: { name: "Browse All Services", path: "/all-services" },
    secondaryAction: { name: "Talk to Our Team", path: "/contact" },
  } satisfies Hero,
  tilesHeading: {
    id: "service-tiles",
    title: "Our Services",
    description:
      "Choose a service to see what it includes, how we deliver it and what it costs to start.",
  } satisfies SectionHeading,
  learnMoreLabel: "Learn More",
  viewAllClients: { name: "View All Clients", path: "/clients" } satisfies Action,
  clientsTeaser: {
    title: "Trusted by businesses across Batangas and beyond",
    description:
      "Agents, business centers, remittance services, restaurants and retail stores run on our solutions.",
  },
  howWeWorkHeading: {
    id: "how-we-work",
    eyebrow: "How we work",
    title: "A Clear Path from Idea to Launch",
    description:
      "Every engagement follows the same four steps, so you always know what happens next.",
  } satisfies SectionHeading,
  howWeWork: [
    {
      id: "consult",
      title: "Consult",
      description:
        "A free first meeting to understand your goals, your customers and the constraints you work within.",
      icon: "messages-square",
    },
    {
      id: "plan",
      title: "Plan",
      description:
        "A written proposal with scope, timeline and a fixed or capped price in Philippine pesos.",
      icon: "clipboard-list",
    },
    {
      id: "build",
      title: "Build",
      description:
        "Short iterations with a working demo every two weeks, so you can steer while we build.",
      icon: "hammer",
    },
    {
      id: "support",
      title: "Launch & Support",
      description:
        "A supported launch, staff training and maintenance plans that keep everything running.",
      icon: "life-buoy",
    },
  ] satisfies readonly Step[],
  industriesHeading: {
    id: "industries",
    eyebrow: "Industries",
    title: "Industries We Serve",
    description: "We have shipped solutions for businesses like yours.",
  } satisfies SectionHeading,
  industries: [
    {
      id: "financial-services",
      title: "Financial Services",
      description: "Remittance centers, lending companies and cooperatives.",
      icon: "landmark",
    },
    {
      id: "retail",
      title: "Retail",
      description: "Sari-sari stores, groceries, pharmacies and hardware stores.",
      icon: "store",
    },
    {
      id: "food-beverage",
      title: "Food & Beverage",
      description: "Restaurants, cafes and food delivery businesses.",
      icon: "utensils",
    },
    {
      id: "logistics",
      title: "Logistics",
      description: "Couriers, delivery services and distributors.",
      icon: "truck",
    },
    {
      id: "agriculture",
      title: "Agriculture",
      description: "Farmers' cooperatives, traders and suppliers.",
      icon: "wheat",
    },
    {
      id: "public-sector",
      title: "Public Sector",
      description: "Local government units and community programmes.",
      icon: "building",
    },
  ] satisfies readonly IconItem[],
  faqHeading: {
    id: "faq",
    eyebrow: "FAQ",
    title: "Frequently Asked Questions",
  } satisfies SectionHeading,
  faq: [
    {
      id: "cost",
      question: "How much does a project cost?",
      answer:
        "It depends on scope. After a free consultation we send a written proposal with a fixed or capped price in Philippine pesos, and small businesses can start with a focused first release.",
    },
    {
      id: "timeline",
      question: "How long does it take to build?",
      answer:
        "A focused website or online store usually takes four to eight weeks; custom platforms and mobile apps take two to six months. The proposal gives you a dated plan.",
    },
    {
      id: "outside-batangas",
      question: "Do you work with businesses outside Batangas?",
      answer:
        "Yes. We serve clients across the Philippines and in the UAE, with meetings by video call and on-site visits when a project needs them.",
    },
    {
      id: "support",
      question: "What happens after launch?",
      answer:
        "We train your staff, monitor the system during the first weeks and offer maintenance plans with agreed response times for fixes and updates.",
    },
    {
      id: "platapay-agent",
      question: "How do I become a PlataPay agent?",
      answer:
        "Contact us with your business details. We review your application, train your staff and activate your outlet, usually within a few working days.",
    },
  ] satisfies readonly FaqItem[],
} as const;
