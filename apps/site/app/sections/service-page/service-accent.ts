import type { ServiceId } from "@innovatehub/content/site";

/** Brand colour family of a service page: AI violet, money green for fintech, brand blue otherwise. */
export type ServiceAccent = "primary" | "success" | "ai";

export function serviceAccent(id: ServiceId): ServiceAccent {
  switch (id) {
    case "ai-solutions":
      return "ai";
    case "fintech-solutions":
      return "success";
    case "digital-customizations":
    case "ecommerce":
    case "global-expansion":
    case "mobile-app-development":
      return "primary";
    default:
      return id satisfies never;
  }
}

export const accentTextClass = {
  primary: "text-primary",
  success: "text-success",
  ai: "text-accent-ai",
} as const satisfies Record<ServiceAccent, string>;

export const accentTileClass = {
  primary: "bg-secondary text-primary",
  success: "bg-success/10 text-success",
  ai: "bg-accent-ai/10 text-accent-ai",
} as const satisfies Record<ServiceAccent, string>;

export const accentButtonVariant = {
  primary: "default",
  success: "success",
  ai: "purple",
} as const satisfies Record<ServiceAccent, string>;
