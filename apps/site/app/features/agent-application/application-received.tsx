import { useEffect, useRef } from "react";
import { agentDocumentKinds } from "@innovatehub/domain";
import type { AgentApplicationCopy } from "@innovatehub/content/site";
import type { AgentDocumentBackend } from "../../lib/backend/site-backend";
import { focusOnMount } from "../manage-booking/focus-on-mount";
import { DocumentRetry } from "./document-retry";
import type { PickedDocuments } from "./documents";
import { UploadStatus } from "./upload-status";
import { useDocumentUploads } from "./use-document-uploads";

type ApplicationReceivedProps = {
  copy: AgentApplicationCopy;
  reference: string;
  uploadToken: string;
  documents: PickedDocuments;
  governmentIdType: string;
  client: AgentDocumentBackend | null;
};

/**
 * After a new application: its reference (focus moves there, so it is read out first), then each picked document
 * sent with the submit's upload token, its state beside it, and a way to send again one that was not received.
 */
export function ApplicationReceived({
  copy,
  reference,
  uploadToken,
  documents,
  governmentIdType,
  client,
}: ApplicationReceivedProps) {
  const { states, upload } = useDocumentUploads(client, uploadToken);
  const started = useRef(false);
  /** Each document's line: a retry unmounts the control that had focus, so focus waits on the line that reports it. */
  const lines = useRef(new Map<string, HTMLParagraphElement>());
  const sent = agentDocumentKinds.filter((kind) => documents[kind] !== null);

  useEffect(() => {
    if (started.current) {
      return;
    }
    started.current = true;
    void (async () => {
      for (const kind of sent) {
        const document = documents[kind];
        if (document !== null) {
          await upload({
            kind,
            document,
            ...(kind === "government_id" ? { governmentIdType } : {}),
          });
        }
      }
    })();
  }, [documents, governmentIdType, sent, upload]);

  const { result } = copy;
  const needsRetry = sent.some((kind) => states[kind] === "refused" || states[kind] === "failed");
  return (
    <div className="flex flex-col gap-6 rounded-xl border border-border bg-card p-6 shadow-elevation-1">
      <h2 className="text-h2">{result.receivedTitle}</h2>
      <p
        ref={focusOnMount}
        tabIndex={-1}
        className="flex flex-col gap-1 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="text-small text-muted-foreground">{result.referenceLabel}</span>
        <strong data-testid="agent-reference" className="font-mono text-h2 tracking-wider">
          {reference}
        </strong>
      </p>
      <p>{result.receivedBody}</p>
      {sent.length === 0 ? null : (
        <section aria-labelledby="agent-received-documents" className="flex flex-col gap-4">
          <h3 id="agent-received-documents" className="text-h4">
            {result.documentsTitle}
          </h3>
          {needsRetry ? <p className="text-muted-foreground">{result.documentsFixNote}</p> : null}
          <ul className="flex flex-col gap-4">
            {sent.map((kind) => {
              const state = states[kind] ?? "uploading";
              return (
                <li key={kind} className="flex flex-col gap-3 border-t border-border pt-4">
                  <p
                    tabIndex={-1}
                    className="flex flex-wrap gap-x-3 rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    ref={(node) => {
                      if (node === null) {
                        lines.current.delete(kind);
                      } else {
                        lines.current.set(kind, node);
                      }
                    }}
                  >
                    <span className="font-semibold">{copy.documents.kinds[kind].label}</span>
                    <span aria-live="polite">
                      <UploadStatus state={state} copy={copy.upload} />
                    </span>
                  </p>
                  {state === "refused" || state === "failed" ? (
                    <DocumentRetry
                      kind={kind}
                      copy={copy}
                      sendLabel={copy.upload.retry}
                      governmentIdType={governmentIdType}
                      busy={false}
                      onSend={(document) => {
                        lines.current.get(kind)?.focus();
                        void upload(document);
                      }}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
