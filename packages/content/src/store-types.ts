import type { AgentStoreType } from "@innovatehub/domain";

/**
 * Each kind of store in English, keyed as the domain keys store types: the clients page's type names (the
 * product's words) where the kinds match, which the console and the English agent form show too.
 */
export const agentStoreTypeLabels = {
  agent: "Payment or loading station",
  business: "Business Center",
  remittance: "Remittance Service",
  food: "Food & Beverage",
  retail: "Retail Store",
  other: "Other",
} as const satisfies Record<AgentStoreType, string>;
