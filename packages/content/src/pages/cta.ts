import type { Action } from "../types";

export type CallToAction = {
  title: string;
  description: string;
  primaryAction: Action;
  secondaryAction?: Action;
};

/** The shared call-to-action block that closes most pages. */
export const sharedCta: CallToAction = {
  title: "Ready to Transform Your Business?",
  description:
    "Tell us where you want to take your business. Our team replies within one business day with practical next steps and an honest estimate.",
  primaryAction: { name: "Contact Us", path: "/contact" },
  secondaryAction: { name: "Book a Meeting", path: "/booking" },
};
