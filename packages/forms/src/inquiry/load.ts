import type { InquiryKind } from "@innovatehub/domain";
import type { InquiryDefinition } from "./types";

type Loaders = { [Kind in InquiryKind]: () => Promise<InquiryDefinition<Kind>> };

/** One dynamic import per kind, so a page loads only its own form's schema and fields. */
const inquiryLoaders: Loaders = {
  ai: () => import("./ai").then((module) => module.aiInquiry),
  digital: () => import("./digital").then((module) => module.digitalInquiry),
  ecommerce: () => import("./ecommerce").then((module) => module.ecommerceInquiry),
  global: () => import("./global").then((module) => module.globalInquiry),
};

/** Loads the definition (schema, fields, defaults, toasts) of one inquiry kind on demand. */
export function loadInquiry<Kind extends InquiryKind>(
  kind: Kind,
): Promise<InquiryDefinition<Kind>> {
  const loader: () => Promise<InquiryDefinition<Kind>> = inquiryLoaders[kind];
  return loader();
}
