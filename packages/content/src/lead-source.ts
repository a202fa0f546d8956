/**
 * The first-touch source a lead carries (docs/product.md §14.1): its keys, limits and shapes are business rules,
 * stated in @innovatehub/domain (lead-source.ts) and checked against the database by the contract test.
 */
export type { LeadSource, LeadSourceKey } from "@innovatehub/domain";
