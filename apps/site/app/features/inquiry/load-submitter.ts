import { createSimulatedSubmitter, type InquirySubmitter } from "@innovatehub/forms/inquiry";
import { getBackendConfig } from "../../lib/backend-config";

/**
 * The submitter the inquiry forms send through. With a backend configured, inquiries are stored
 * (docs/product.md §10.6; supabase-js loads only now, on submit). Without one, the §7
 * simulation (1.5 s, `inq-` id, console log without e-mail and phone). The visitor's flow is the same.
 */
export async function loadInquirySubmitter(): Promise<InquirySubmitter> {
  if (getBackendConfig() === null) {
    return createSimulatedSubmitter();
  }
  const { createStoredSubmitter } = await import("./stored-submitter");
  return createStoredSubmitter();
}
