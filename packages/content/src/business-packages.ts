import type { AgentBusinessPackage } from "@innovatehub/domain";

/** The business packages (plan subscriptions), keyed as the domain keys them; an applicant may also be undecided. */
export type BusinessPackageId = Exclude<AgentBusinessPackage, "undecided">;

/** Each package's name, the one every page and the console show (a product name, the same in both languages). */
export const businessPackageNames = {
  basic: "Basic",
  plus: "Plus",
  premium: "Premium",
  premium_lottery: "Premium + Lottery",
  enterprise_lottery: "Enterprise + Lottery",
} as const satisfies Record<BusinessPackageId, string>;
