/** `@innovatehub/content/console`: the staff console's copy and settings (apps/console). */
export * from "../console";
export * from "../console-agent-meetings";
export * from "../console-agents";
export * from "../console-agenda";
export * from "../console-agent-dashboard";
export * from "../console-closures";
export * from "../console-data-cache";
export * from "../console-errors";
export * from "../console-leads";
export * from "../console-meetings";
export * from "../console-spam";
export * from "../console-speed";
export * from "../store-types";
