import type { ApplicationFilters } from "./application-filters";

export const applicationKeys = {
  all: ["applications"] as const,
  list: (filters: ApplicationFilters) => ["applications", "list", filters] as const,
  detail: (id: string) => ["applications", "detail", id] as const,
  /** The other applications, bookings and inquiries that match one application. */
  duplicates: (id: string) => ["applications", "duplicates", id] as const,
  /** The dashboard's agent network figures for a range of Manila days. */
  dashboard: (from: string, to: string) => ["applications", "dashboard", from, to] as const,
};
