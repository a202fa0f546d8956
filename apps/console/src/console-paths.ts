import { consoleNavLabels } from "@innovatehub/content/console";

/**
 * The console's URLs: the router's route paths and every link are built from these, so a link cannot point at a
 * path the router does not know.
 */
const bookingsPath = "/bookings";
const inquiriesPath = "/inquiries";
const applicationsPath = "/applications";
const idParam = ":id";

export const consoleRoutes = {
  signIn: "/sign-in",
  inbox: "/inbox",
  dashboard: "/dashboard",
  agenda: "/agenda",
  bookingPattern: `${bookingsPath}/${idParam}`,
  booking: (id: string) => `${bookingsPath}/${encodeURIComponent(id)}`,
  inquiryPattern: `${inquiriesPath}/${idParam}`,
  inquiry: (id: string) => `${inquiriesPath}/${encodeURIComponent(id)}`,
  applications: applicationsPath,
  applicationPattern: `${applicationsPath}/${idParam}`,
  application: (id: string) => `${applicationsPath}/${encodeURIComponent(id)}`,
  people: "/people",
  closures: "/closures",
} as const;

type NavScreen = keyof typeof consoleNavLabels;

/** The header's screens, in order (`to`, as React Router names it); `adminOnly` items are hidden from agents. */
export const consoleNav: readonly { label: string; to: string; adminOnly?: boolean }[] = (
  [
    { screen: "inbox" },
    { screen: "applications" },
    { screen: "dashboard" },
    { screen: "agenda" },
    { screen: "closures" },
    { screen: "people", adminOnly: true },
  ] satisfies { screen: NavScreen; adminOnly?: boolean }[]
).map(({ screen, ...item }) => ({
  ...item,
  label: consoleNavLabels[screen],
  to: consoleRoutes[screen],
}));
