import type { InquiryKind } from "@innovatehub/content";
import { loadInquiry, type InquiryDefinition } from "@innovatehub/forms/inquiry";

type DefinitionCache = { [Kind in InquiryKind]?: Promise<InquiryDefinition<Kind>> };

const cache: DefinitionCache = {};

/**
 * One promise per kind, so React's `use` sees the same promise on every render and each kind's schema
 * chunk is requested once.
 */
export function loadInquiryDefinition<Kind extends InquiryKind>(kind: Kind): Promise<InquiryDefinition<Kind>> {
  const cached: Promise<InquiryDefinition<Kind>> | undefined = cache[kind];
  if (cached !== undefined) {
    return cached;
  }
  const loading = loadInquiry(kind);
  const store: { [K in Kind]?: Promise<InquiryDefinition<K>> } = cache;
  store[kind] = loading;
  return loading;
}
