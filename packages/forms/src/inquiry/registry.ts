import type { InquiryKind } from "@innovatehub/domain";
import { aiInquiry } from "./ai";
import { digitalInquiry } from "./digital";
import { ecommerceInquiry } from "./ecommerce";
import { globalInquiry } from "./global";
import type { InquiryDefinition } from "./types";

/**
 * Every inquiry kind, loaded eagerly. For tests, stories and places that show all four; pages use
 * `loadInquiry` (or a kind's own subpath) so they ship one schema only.
 */
export const inquiryRegistry: { [Kind in InquiryKind]: InquiryDefinition<Kind> } = {
  ai: aiInquiry,
  digital: digitalInquiry,
  ecommerce: ecommerceInquiry,
  global: globalInquiry,
};
