import type { AgentApplicationCopy } from "@innovatehub/content/site";
import type { UploadState } from "./use-document-uploads";

/** What a document's upload state says on screen; received in the success colour, a problem in the error one. */
export function UploadStatus({
  state,
  copy,
}: {
  state: UploadState;
  copy: AgentApplicationCopy["upload"];
}) {
  switch (state) {
    case "idle":
      return null;
    case "uploading":
      return <span>{copy.uploading}</span>;
    case "received":
      return <span className="font-semibold text-success">{copy.received}</span>;
    case "refused":
    case "failed":
    case "closed":
    case "expired":
      return <span className="text-destructive">{copy[state]}</span>;
    default:
      return state satisfies never;
  }
}
