import { company } from "../site";
import { companyMapEmbed } from "../company-details";
import type { Hero } from "../types";
import type { IconName } from "../icons";

/** A link that may leave the site (tel:, mailto:, maps, chat). */
export type ExternalAction = { name: string; href: string; external: boolean };

export type ContactCard = {
  id: "chat" | "call" | "visit" | "email" | "book";
  title: string;
  description: string;
  icon: IconName;
  /** Extra line such as the phone number or address. */
  detail?: string;
  action: ExternalAction;
};

export const contactPage = {
  hero: {
    eyebrow: "Contact",
    title: "Get in Touch",
    description:
      "Questions about PlataPay, a project in mind or ready to become an agent? Reach us the way that suits you; we answer on business days.",
  } satisfies Hero,
  cardsLabel: "Ways to reach us",
  cards: [
    {
      id: "chat",
      title: "Chat with Us",
      description: "Message our team on Facebook Messenger for quick questions.",
      icon: "message-circle",
      action: { name: "Start Chat", href: company.chatUrl, external: true },
    },
    {
      id: "call",
      title: "Call Us",
      description: "Speak with our business development team during office hours.",
      icon: "phone",
      detail: company.primaryPhone.display,
      action: {
        name: company.primaryPhone.display,
        href: company.primaryPhone.href,
        external: false,
      },
    },
    {
      id: "visit",
      title: "Visit Us",
      description: "Drop by our main office in San Pascual, Batangas.",
      icon: "map-pin",
      detail: company.mainOffice.address,
      action: { name: "Get Directions", href: company.mainOffice.mapUrl, external: true },
    },
    {
      id: "email",
      title: "Email Us",
      description: "Send us the details and we will reply within one business day.",
      icon: "mail",
      detail: company.email,
      action: { name: "Send Email", href: company.emailHref, external: false },
    },
    {
      id: "book",
      title: "Book an Appointment",
      description: "Pick a time for a consultation, demo or business meeting.",
      icon: "calendar",
      action: { name: "Schedule Now", href: "/booking", external: false },
    },
  ] satisfies readonly ContactCard[],
  map: {
    title: companyMapEmbed.title,
    fallbackText: "The map could not be loaded.",
    fallbackLink: "Open the map in Google Maps",
  },
  location: {
    title: "Our Location",
    officeHeading: company.mainOffice.label,
    address: company.mainOffice.address,
    satelliteHeading: company.satelliteOffice.label,
    satelliteAddress: company.satelliteOffice.address,
    directions: "Get Directions",
  },
  hours: {
    title: "Business Hours",
    days: company.businessHours.daysLabel,
    time: company.businessHours.timeLabel,
    closed: "Closed on weekends and Philippine public holidays",
  },
  /** Shown on /contact?service=platapay (the fintech page's Become an Agent button). */
  agentInterest: {
    query: { name: "service", value: "platapay" },
    title: "Interested in Becoming a PlataPay Agent?",
    description:
      "Great to have you! Apply online in a few minutes, or call or message us with your store's name and location, and our agent team will walk you through the requirements, packages and training.",
    /**
     * The card's first action: the online application (becomeAnAgentPage.applyPaths.en, written out so the contact
     * page does not carry the agent page's copy; a test keeps the two equal).
     */
    applyAction: { name: "Apply online", href: "/become-an-agent/apply", external: false },
    primaryAction: { name: "Message the Agent Team", href: company.chatUrl, external: true },
    secondaryAction: {
      name: company.primaryPhone.display,
      href: company.primaryPhone.href,
      external: false,
    },
  },
} as const;
