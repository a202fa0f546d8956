import type { InquiryKind } from "@innovatehub/content";
import { loadInquiryDefinition } from "./inquiry-definition";

export function loadInquiryFormModule() {
  return import("./inquiry-form");
}

/** Starts loading the form engine and the kind's definition together, ahead of rendering. */
export function preloadInquiryForm(kind: InquiryKind): void {
  void loadInquiryFormModule();
  void loadInquiryDefinition(kind);
}
