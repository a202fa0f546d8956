import { detectFileType } from "../_shared/agents/file-type.ts";
import { DocumentRefusal, type DocumentStore } from "../_shared/agents/document-store.ts";
import {
  failure,
  frontDoor,
  HTTP_BAD_REQUEST,
  HTTP_FORBIDDEN,
  HTTP_INTERNAL_ERROR,
  HTTP_METHOD_NOT_ALLOWED,
  HTTP_OK,
  json,
} from "../_shared/http.ts";
import { errorKind, type Logger } from "../_shared/logger.ts";

export interface CheckHandlerDependencies {
  documents: DocumentStore;
  logger: Logger;
  /** Origins allowed to call from a browser; empty allows any (local development). */
  allowedOrigins: readonly string[];
}

const HTTP_NOT_FOUND = 404;
const HTTP_CONFLICT = 409;
const TOKEN_PATTERN = /^[0-9a-f]{64}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Room for a token and an id. */
const MAX_BODY_BYTES = 1024;

interface CheckRequest {
  token: string;
  documentId: string;
}

async function readCheckRequest(request: Request): Promise<CheckRequest | null> {
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) {
    return null;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (_error) {
    return null;
  }
  if (typeof body !== "object" || body === null) {
    return null;
  }
  const token: unknown = Reflect.get(body, "token");
  const documentId: unknown = Reflect.get(body, "documentId");
  if (typeof token !== "string" || typeof documentId !== "string") {
    return null;
  }
  return TOKEN_PATTERN.test(token) && UUID_PATTERN.test(documentId) ? { token, documentId } : null;
}

/**
 * agent-document-check: POST { token, documentId } after an agent document's upload. The file's own bytes say
 * what it is; the database decides (the declared type, inside the upload window) and a refused file is deleted.
 * Answers { status: "received" | "refused" }. The token is the submit's upload token or a mailed status token.
 */
export function createCheckHandler(
  deps: CheckHandlerDependencies,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const door = frontDoor(request, deps.allowedOrigins);
    if ("response" in door) {
      return door.response;
    }
    const { cors } = door;
    if (request.method !== "POST") {
      return failure(HTTP_METHOD_NOT_ALLOWED, "Use POST.", cors);
    }
    const check = await readCheckRequest(request);
    if (check === null) {
      return failure(HTTP_BAD_REQUEST, "The body must be JSON { token, documentId }.", cors);
    }
    try {
      const document = await deps.documents.find(check.token, check.documentId);
      if (document.status !== "awaiting_upload") {
        return json({ status: document.status }, HTTP_OK, cors);
      }
      if (!document.uploaded) {
        return failure(HTTP_CONFLICT, "The file has not arrived yet.", cors);
      }
      const detected = detectFileType(await deps.documents.read(document.path));
      const status = await deps.documents.record(document.documentId, detected);
      if (status === "refused") {
        await deps.documents.remove(document.path);
      }
      deps.logger.info("agent-document-check.checked", { status, detected: detected ?? "unknown" });
      return json({ status }, HTTP_OK, cors);
    } catch (error) {
      if (error instanceof DocumentRefusal) {
        deps.logger.info("agent-document-check.refused", { reason: error.reason });
        return error.reason === "invalid_token"
          ? failure(HTTP_FORBIDDEN, "This link is not valid any more.", cors)
          : failure(HTTP_NOT_FOUND, "No such document.", cors);
      }
      deps.logger.error("agent-document-check.failed", { error: errorKind(error) });
      return failure(HTTP_INTERNAL_ERROR, "The document could not be checked.", cors);
    }
  };
}
