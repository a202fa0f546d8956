import { servicePages, type ServiceId } from "@innovatehub/content";
import { loadInquiry } from "@innovatehub/forms/inquiry";

/**
 * Runs at build time (the route's loader, prerendered): hands the page the field config of its inquiry
 * form as plain data, so the first load renders the form's preview without shipping zod or the schema.
 */
export async function loadServicePageData(id: ServiceId) {
  const inquiry = servicePages[id].inquiry;
  if (inquiry === undefined) {
    return { inquiryFields: null };
  }
  const definition = await loadInquiry(inquiry.kind);
  return { inquiryFields: definition.fields };
}
