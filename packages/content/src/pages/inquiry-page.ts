import type { InquiryKind } from "@innovatehub/domain";
import type { SitePath } from "../routes";
import type { Hero } from "../types";
import type { IconName } from "../icons";

export type InquiryChoice = {
  id: InquiryKind | "booking";
  title: string;
  description: string;
  icon: IconName;
  action: { name: string; path: SitePath | `${SitePath}#${string}` };
};

/** The general /inquiry page: a choice of inquiry forms. */
export const inquiryPage = {
  hero: {
    eyebrow: "Inquiry",
    title: "How Can We Help?",
    description:
      "Choose the inquiry that matches your project. Each form asks only what our specialists need to prepare a useful first reply.",
  } satisfies Hero,
  choicesLabel: "Inquiry types",
  choices: [
    {
      id: "ai",
      title: "AI Solutions",
      description: "Chatbots, analytics, automation and other AI projects.",
      icon: "brain",
      action: { name: "Start AI Inquiry", path: "/ai-solutions#inquiry-form" },
    },
    {
      id: "digital",
      title: "Digital Customizations",
      description: "Custom software, APIs, integrations and modernization.",
      icon: "code",
      action: { name: "Start Project Inquiry", path: "/digital-customizations#inquiry-form" },
    },
    {
      id: "ecommerce",
      title: "E-Commerce Development",
      description: "Online stores, payments, orders and delivery.",
      icon: "shopping-cart",
      action: { name: "Start Store Inquiry", path: "/ecommerce#inquiry-form" },
    },
    {
      id: "global",
      title: "Global Expansion",
      description: "Entering Dubai and the UAE, cross-border payments and consulting.",
      icon: "globe",
      action: { name: "Start Expansion Inquiry", path: "/global-expansion#inquiry-form" },
    },
    {
      id: "booking",
      title: "Book a Meeting",
      description: "Prefer to talk first? Pick a time with our team.",
      icon: "calendar",
      action: { name: "Book a Meeting", path: "/booking" },
    },
  ] satisfies readonly InquiryChoice[],
  otherHelp: {
    title: "Something else?",
    description:
      "For PlataPay agent applications, partnerships or general questions, contact us directly.",
    action: { name: "Contact Us", path: "/contact" },
  },
} as const;
