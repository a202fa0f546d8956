import { AGENT_DOCUMENTS_BUCKET } from "@innovatehub/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { DataError, unwrap } from "../errors";
import type { MutationCallbacks } from "../mutation-callbacks";
import { invalidateApplication } from "./invalidate-application";

type ViewGrant = { path: string; expires_in: number };

function isViewGrant(value: unknown): value is ViewGrant {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as ViewGrant).path === "string" &&
    typeof (value as ViewGrant).expires_in === "number"
  );
}

/**
 * A short-lived signed URL for one document. The database writes the view into the staff history and opens the
 * file to this member for a minute in the same transaction; only then does Storage sign (its read policy asks for
 * that grant), and the URL lives as long.
 */
async function signedDocumentUrl(documentId: string): Promise<string> {
  const grant = await unwrap(
    supabase.rpc("staff_view_agent_document", { p_document_id: documentId }),
  );
  if (!isViewGrant(grant)) {
    throw new DataError({ message: "unexpected_view_grant", code: "console" });
  }
  const { data, error } = await supabase.storage
    .from(AGENT_DOCUMENTS_BUCKET)
    .createSignedUrl(grant.path, grant.expires_in);
  if (error !== null) {
    throw new DataError({ message: "document_unavailable", code: "storage" });
  }
  return data.signedUrl;
}

/** Opens a document; the application is reloaded after, so its view log shows the view. */
export function useViewDocumentMutation(
  documentId: string,
  callbacks: MutationCallbacks<string, void>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signedDocumentUrl(documentId),
    ...callbacks,
    onSettled: () => invalidateApplication(queryClient),
  });
}
