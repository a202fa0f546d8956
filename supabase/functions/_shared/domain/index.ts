// Generated from packages/domain/src by `pnpm --filter @innovatehub/domain sync:deno`: edit the package, not this copy.
export * from "./agents.ts";
export * from "./audit.ts";
export * from "./bookings.ts";
export * from "./business-hours.ts";
export * from "./closures.ts";
export * from "./dashboard.ts";
export * from "./inquiries.ts";
export * from "./lead-source.ts";
export * from "./leads.ts";
export * from "./limits.ts";
export * from "./manila-time.ts";
export * from "./outbox.ts";
export * from "./parse.ts";
export * from "./response-clock.ts";
export * from "./schedule.ts";
export * from "./spam.ts";
export * from "./text-rules.ts";
