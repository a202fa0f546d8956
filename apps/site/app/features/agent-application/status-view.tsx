import { useState } from "react";
import {
  agentDocumentKinds,
  agentStagesOpenForDocuments,
  formatManilaTime,
  type AgentDocumentKind,
} from "@innovatehub/domain";
import type { AgentApplicationCopy, AgentStatusCopy } from "@innovatehub/content/site";
import { Button } from "@innovatehub/ui/button";
import type { AgentStatusBackend } from "../../lib/backend/site-backend";
import { DocumentRetry } from "./document-retry";
import { stateByKind, type ApplicationStatus } from "./read-status";
import { UploadStatus } from "./upload-status";
import { useDocumentUploads } from "./use-document-uploads";

type StatusViewProps = {
  status: ApplicationStatus;
  copy: AgentStatusCopy;
  applicationCopy: AgentApplicationCopy;
  client: AgentStatusBackend;
  token: string;
  /** Reads the application again (after a document was received). */
  onChanged: () => void;
};

function isOpenForDocuments(stage: ApplicationStatus["stage"]): boolean {
  return agentStagesOpenForDocuments.some((open) => open === stage);
}

/** The application's stage in words, what comes next, and its documents, each replaceable while the stage allows. */
export function StatusView({ status, copy, applicationCopy, client, token, onChanged }: StatusViewProps) {
  const { states: uploads, upload } = useDocumentUploads(client, token);
  const [replacing, setReplacing] = useState<AgentDocumentKind | null>(null);
  const held = stateByKind(status.documents);
  const open = isOpenForDocuments(status.stage);
  const stage = copy.stages[status.stage];

  return (
    <div className="flex flex-col gap-8">
      <dl className="grid gap-4 rounded-xl border border-border bg-card p-6 shadow-elevation-1 sm:grid-cols-2">
        <div>
          <dt className="text-small text-muted-foreground">{copy.referenceLabel}</dt>
          <dd className="font-mono text-h3 tracking-wider">{status.reference}</dd>
        </div>
        <div>
          <dt className="text-small text-muted-foreground">{copy.submittedLabel}</dt>
          <dd className="text-h4 font-normal">{formatManilaTime(status.submittedAt, "shortDay")}</dd>
        </div>
        <div>
          <dt className="text-small text-muted-foreground">{copy.stageLabel}</dt>
          <dd className="text-h3">{stage.name}</dd>
        </div>
        <div>
          <dt className="text-small text-muted-foreground">{copy.nextLabel}</dt>
          <dd>{stage.next}</dd>
        </div>
      </dl>

      <section aria-labelledby="agent-status-documents" className="flex flex-col gap-4">
        <h2 id="agent-status-documents" className="text-h3">
          {copy.documents.title}
        </h2>
        {open ? null : <p className="text-muted-foreground">{copy.documents.closed}</p>}
        <ul className="flex flex-col gap-4">
          {agentDocumentKinds.map((kind) => {
            const state = held[kind];
            const uploadState = uploads[kind] ?? "idle";
            return (
              <li key={kind} className="flex flex-col gap-3 rounded-lg border border-border p-4">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p className="flex flex-col">
                    <span className="font-semibold">{copy.documents.kinds[kind]}</span>
                    <span className={state === "refused" ? "text-destructive" : "text-muted-foreground"}>
                      {copy.documents.states[state ?? "missing"]}
                    </span>
                  </p>
                  {open && replacing !== kind ? (
                    <Button type="button" variant="outline" onClick={() => setReplacing(kind)}>
                      {state === undefined ? copy.documents.add : copy.documents.replace}
                      <span className="sr-only">: {copy.documents.kinds[kind]}</span>
                    </Button>
                  ) : null}
                </div>
                <p aria-live="polite" className="text-small">
                  <UploadStatus state={uploadState} copy={applicationCopy.upload} />
                </p>
                {open && replacing === kind ? (
                  <div className="flex flex-col gap-3">
                    <DocumentRetry
                      kind={kind}
                      copy={applicationCopy}
                      sendLabel={copy.documents.send}
                      busy={uploadState === "uploading"}
                      onSend={(document) => {
                        void upload(document).then((outcome) => {
                          if (outcome === "received") {
                            setReplacing(null);
                            onChanged();
                          }
                        });
                      }}
                    />
                    <div>
                      <Button type="button" variant="ghost" onClick={() => setReplacing(null)}>
                        {copy.documents.cancel}
                      </Button>
                    </div>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
