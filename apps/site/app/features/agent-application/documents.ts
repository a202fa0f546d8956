import type { AgentDocumentKind } from "@innovatehub/domain";
import type { PreparedDocument } from "./prepare-document";

/** The documents picked in the form, by kind; none is kept in the draft (a reload asks for them again). */
export type PickedDocuments = Record<AgentDocumentKind, PreparedDocument | null>;

export const NO_DOCUMENTS: PickedDocuments = {
  government_id: null,
  store_photo: null,
  business_permit: null,
};

/** The form's document fields and the kind each one holds. */
export const documentFieldKinds = {
  governmentId: "government_id",
  storePhoto: "store_photo",
  businessPermit: "business_permit",
} as const satisfies Record<string, AgentDocumentKind>;

export function isDocumentField(name: string): name is keyof typeof documentFieldKinds {
  return name in documentFieldKinds;
}
