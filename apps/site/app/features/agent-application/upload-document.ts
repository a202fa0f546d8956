import { AGENT_DOCUMENTS_BUCKET, type AgentDocumentKind } from "@innovatehub/domain";
import {
  AGENT_DOCUMENT_CHECK_FUNCTION,
  AUTHORIZE_AGENT_DOCUMENT_RPC,
  type AgentDocumentBackend,
  type BackendError,
} from "../../lib/backend/site-backend";
import type { PreparedDocument } from "./prepare-document";

/**
 * How an upload ended: received (the server read the bytes and they are the declared type), refused (they are
 * not: a PDF renamed .jpg), failed (the network or a limit; try again), closed (the stage takes no more documents),
 * expired (the token no longer opens the application).
 */
export type UploadOutcome = "received" | "refused" | "failed" | "closed" | "expired";

export type DocumentToUpload = {
  kind: AgentDocumentKind;
  /** Which government ID, for that kind only. */
  governmentIdType?: string;
  document: PreparedDocument;
};

/** Console labels; never the file's name, the token or anything about the applicant. */
const UPLOAD_LOG = { failed: "Agent document upload failed" } as const;

function refusalOf(error: BackendError): UploadOutcome {
  switch (error.message) {
    case "invalid_token":
      return "expired";
    case "documents_closed":
      return "closed";
    default:
      return "failed";
  }
}

function isAuthorisation(value: unknown): value is { document_id: string; path: string } {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof Reflect.get(value, "document_id") === "string" &&
    typeof Reflect.get(value, "path") === "string"
  );
}

function checkedStatus(value: unknown): UploadOutcome {
  const status: unknown =
    typeof value === "object" && value !== null ? Reflect.get(value, "status") : null;
  return status === "received" || status === "refused" ? status : "failed";
}

/**
 * The one upload of an agent document (the form after its submit, the status page for a replacement): the
 * database opens a path for it (kind, declared type and size checked), Storage signs an upload to that path and
 * takes the file with the bucket's own limits, then agent-document-check reads its first bytes and the database
 * decides. `token` is the submit's upload token or the mailed status token.
 */
export async function uploadDocument(
  client: AgentDocumentBackend,
  token: string,
  { kind, governmentIdType, document }: DocumentToUpload,
): Promise<UploadOutcome> {
  try {
    const authorised = await client.rpc(AUTHORIZE_AGENT_DOCUMENT_RPC, {
      p_token: token,
      p_kind: kind,
      p_content_type: document.contentType,
      p_byte_size: document.size,
      ...(governmentIdType === undefined ? {} : { p_government_id_type: governmentIdType }),
    });
    if (authorised.error !== null) {
      const outcome = refusalOf(authorised.error);
      console.error(UPLOAD_LOG.failed, { step: "authorise", code: authorised.error.code ?? null });
      return outcome;
    }
    if (!isAuthorisation(authorised.data)) {
      return "failed";
    }
    const { path, document_id: documentId } = authorised.data;
    const bucket = client.storage.from(AGENT_DOCUMENTS_BUCKET);
    const signed = await bucket.createSignedUploadUrl(path);
    if (signed.error !== null || signed.data === null) {
      console.error(UPLOAD_LOG.failed, { step: "sign" });
      return "failed";
    }
    const uploaded = await bucket.uploadToSignedUrl(path, signed.data.token, document.file, {
      contentType: document.contentType,
    });
    if (uploaded.error !== null) {
      console.error(UPLOAD_LOG.failed, { step: "upload" });
      return "failed";
    }
    const checked = await client.functions.invoke(AGENT_DOCUMENT_CHECK_FUNCTION, {
      body: { token, documentId },
    });
    return checked.error === null ? checkedStatus(checked.data) : "failed";
  } catch {
    console.error(UPLOAD_LOG.failed, { step: "network" });
    return "failed";
  }
}
