import { inquiryFormCopy, servicePages, type ServiceId } from "@innovatehub/content/site";
import { loadInquiry } from "@innovatehub/forms/inquiry";

/**
 * Runs at build time (the route's loader, prerendered). Hands the page its own content and the field config of
 * its inquiry form as route data, so a service page ships neither the other five pages' text, nor the other
 * inquiry kinds' form texts, nor zod and the schema: the content arrives in the page's HTML (and its `.data`
 * file on client-side navigation).
 */
export async function loadServicePageData(id: ServiceId) {
  const content = servicePages[id];
  if (content.inquiry === undefined) {
    return { content, inquiryForm: null };
  }
  const definition = await loadInquiry(content.inquiry.kind);
  return {
    content,
    inquiryForm: { fields: definition.fields, copy: inquiryFormCopy[content.inquiry.kind] },
  };
}
