import { createClient } from "@supabase/supabase-js";
import type { DetectedFileType } from "./file-type.ts";

/** The document an upload token's holder asks to have checked (public.agent_document_for_check). */
export interface DocumentToCheck {
  documentId: string;
  status: string;
  contentType: string;
  path: string;
  uploaded: boolean;
}

/** Why a check was refused before any file was read: the token opens nothing, or the document is not its own. */
export class DocumentRefusal extends Error {
  override name = "DocumentRefusal";
  constructor(readonly reason: "invalid_token" | "unknown_document") {
    super(reason);
  }
}

export class DocumentStoreError extends Error {
  override name = "DocumentStoreError";
  constructor(readonly code: string) {
    super(`storage or database call failed with ${code}`);
  }
}

export interface DocumentStore {
  find(token: string, documentId: string): Promise<DocumentToCheck>;
  /** The file's first bytes (the whole file: documents are small). */
  read(path: string): Promise<Uint8Array>;
  /** Records what the content showed; answers the document's status ("received" or "refused"). */
  record(documentId: string, detected: DetectedFileType | null): Promise<string>;
  remove(path: string): Promise<void>;
}

const BUCKET = "agent-documents";

function asDocument(value: unknown): DocumentToCheck | null {
  if (typeof value !== "object" || value === null) {
    return null;
  }
  const documentId: unknown = Reflect.get(value, "document_id");
  const status: unknown = Reflect.get(value, "status");
  const contentType: unknown = Reflect.get(value, "content_type");
  const path: unknown = Reflect.get(value, "path");
  const uploaded: unknown = Reflect.get(value, "uploaded");
  if (
    typeof documentId !== "string" || typeof status !== "string" || typeof contentType !== "string" ||
    typeof path !== "string" || typeof uploaded !== "boolean"
  ) {
    return null;
  }
  return { documentId, status, contentType, path, uploaded };
}

/** The database functions and the bucket, with the service role (the only role allowed to call them). */
export function createSupabaseDocumentStore(url: string, serviceRoleKey: string): DocumentStore {
  const client = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return {
    async find(token, documentId) {
      const { data, error } = await client.rpc("agent_document_for_check", {
        p_token: token,
        p_document_id: documentId,
      });
      if (error) {
        if (error.message === "invalid_token" || error.message === "unknown_document") {
          throw new DocumentRefusal(error.message);
        }
        throw new DocumentStoreError(error.code);
      }
      const document = asDocument(data);
      if (document === null) {
        throw new DocumentStoreError("unexpected_answer");
      }
      return document;
    },
    async read(path) {
      const { data, error } = await client.storage.from(BUCKET).download(path);
      if (error) {
        throw new DocumentStoreError("storage_read");
      }
      return new Uint8Array(await data.arrayBuffer());
    },
    async record(documentId, detected) {
      const { data, error } = await client.rpc("record_agent_document_check", {
        p_document_id: documentId,
        p_detected_type: detected,
      });
      if (error || typeof data !== "string") {
        throw new DocumentStoreError(error?.code ?? "unexpected_answer");
      }
      return data;
    },
    async remove(path) {
      const { error } = await client.storage.from(BUCKET).remove([path]);
      if (error) {
        throw new DocumentStoreError("storage_remove");
      }
    },
  };
}
