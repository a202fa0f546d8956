import type { InquiryKind } from "@innovatehub/content";
import { loadInquiryDefinition } from "./inquiry-definition";

function loadInquiryFormModule() {
  return import("./inquiry-form");
}

/** Loads the form engine and the kind's definition together; resolves with the engine's component. */
export async function loadInquiryForm(kind: InquiryKind) {
  const [module] = await Promise.all([loadInquiryFormModule(), loadInquiryDefinition(kind)]);
  return module.InquiryForm;
}
