import type { Figure, JourneyMilestone } from "./site";

/*
 * Company facts that only some pages show. They live apart from `company`, which every page carries (header,
 * footer, JSON-LD), so only the pages that show them ship them.
 */

/** The About page's timeline. */
export const companyJourney = [
  {
    id: "founded",
    period: "Early 2024",
    title: "Founded in Batangas",
    description:
      "InnovateHub opened its doors in San Pascual with one goal: bring reliable digital payments and modern software to businesses outside Metro Manila.",
    icon: "rocket",
  },
  {
    id: "bsp-certified",
    period: "2024",
    title: "Certified under the BSP operator scheme",
    description:
      "Our PlataPay platform was certified under the Bangko Sentral ng Pilipinas operator scheme, so agents and their customers transact on a regulated footing.",
    icon: "shield-check",
  },
  {
    id: "partnerships",
    period: "2025",
    title: "Courier and Dubai bank partnerships",
    description:
      "A partnership with LBC extended our reach to doorsteps nationwide, and agreements with banks in Dubai opened the corridor for our expansion into the UAE.",
    icon: "handshake",
  },
] satisfies readonly JourneyMilestone[];

/** The figures the home page's fintech spotlight quotes. */
export const companyFigures = [
  {
    id: "agent-applications",
    value: "95+",
    label: "Agent applications",
    description: "Entrepreneurs who have applied to become PlataPay agents.",
  },
  {
    id: "inquiry-growth",
    value: "215%",
    label: "More inquiries this quarter",
    description: "Growth in business inquiries compared with the previous quarter.",
  },
] satisfies readonly Figure[];

/** The Google Maps embed on the Contact page (docs/product.md §13). */
export const companyMapEmbed = {
  url: "https://www.google.com/maps?q=14.0634,120.9158&z=15&output=embed",
  title: "Map of the InnovateHub main office in San Pascual, Batangas",
};

/** The Google Calendar appointment schedule the Booking page embeds. */
export const bookingCalendarUrl =
  "https://calendar.google.com/calendar/appointments/schedules/AcZssZ3MZ6eK-jzyXXZV0hOb7x-0izGbymIXt9T6VadOX3r0El_rQ22F8g0M3TN_rW1cld0G3PpyUNSn?gv=true";
