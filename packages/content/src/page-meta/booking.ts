import type { SitePageMeta } from "../routes";

export const bookingPageMeta: SitePageMeta = {
  path: "/booking",
  title: "Book a Meeting | InnovateHub",
  description:
    "Schedule a consultation, product demo or business meeting with InnovateHub. Pick a weekday slot between 9:00 AM and 5:00 PM Philippine time online.",
};
