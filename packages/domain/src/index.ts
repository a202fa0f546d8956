export * from "./bookings.ts";
export * from "./inquiries.ts";
export * from "./leads.ts";
export * from "./limits.ts";
export * from "./manila-time.ts";
export * from "./parse.ts";
export * from "./schedule.ts";
export * from "./text-rules.ts";
