import type { InquiryKind } from "@innovatehub/content";
import { loadInquiry, type InquiryDefinition } from "@innovatehub/forms/inquiry";

type Loading = { [Kind in InquiryKind]?: Promise<InquiryDefinition<Kind>> };
type Loaded = { [Kind in InquiryKind]?: InquiryDefinition<Kind> };

const loading: Loading = {};
const loaded: Loaded = {};

function remember<Kind extends InquiryKind>(
  kind: Kind,
  definition: InquiryDefinition<Kind>,
): InquiryDefinition<Kind> {
  const store: { [K in Kind]?: InquiryDefinition<K> } = loaded;
  store[kind] = definition;
  return definition;
}

/**
 * Loads one kind's definition (schema, fields, defaults, toasts) once; the same promise is returned on
 * every call, so React's `use` can wait on it and each kind's schema chunk is requested once.
 */
export function loadInquiryDefinition<Kind extends InquiryKind>(
  kind: Kind,
): Promise<InquiryDefinition<Kind>> {
  const pending: Promise<InquiryDefinition<Kind>> | undefined = loading[kind];
  if (pending !== undefined) {
    return pending;
  }
  const request = loadInquiry(kind).then((definition) => remember(kind, definition));
  const store: { [K in Kind]?: Promise<InquiryDefinition<K>> } = loading;
  store[kind] = request;
  return request;
}

/** The definition if it has already loaded, so a render need not suspend for it. */
export function loadedInquiryDefinition<Kind extends InquiryKind>(
  kind: Kind,
): InquiryDefinition<Kind> | undefined {
  const definition: InquiryDefinition<Kind> | undefined = loaded[kind];
  return definition;
}
