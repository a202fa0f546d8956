import { useCallback, useState } from "react";
import type { AgentDocumentKind } from "@innovatehub/domain";
import type { AgentDocumentBackend } from "../../lib/backend/site-backend";
import { uploadDocument, type DocumentToUpload, type UploadOutcome } from "./upload-document";

/** Per document kind: not sent in this page view, being sent, or how its upload ended. */
export type UploadState = "idle" | "uploading" | UploadOutcome;

type UploadStates = Partial<Record<AgentDocumentKind, UploadState>>;

/** Uploads documents with one token (the submit's upload token or the mailed status token), one at a time each. */
export function useDocumentUploads(client: AgentDocumentBackend | null, token: string) {
  const [states, setStates] = useState<UploadStates>({});

  const upload = useCallback(
    async (document: DocumentToUpload): Promise<UploadOutcome> => {
      setStates((current) => ({ ...current, [document.kind]: "uploading" }));
      const outcome = client === null ? "failed" : await uploadDocument(client, token, document);
      setStates((current) => ({ ...current, [document.kind]: outcome }));
      return outcome;
    },
    [client, token],
  );

  return { states, upload };
}
