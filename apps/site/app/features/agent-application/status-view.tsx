import { useEffect, useRef, useState } from "react";
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
export function StatusView({
  status,
  copy,
  applicationCopy,
  client,
  token,
  onChanged,
}: StatusViewProps) {
  const { states: uploads, upload } = useDocumentUploads(client, token);
  const [replacing, setReplacing] = useState<AgentDocumentKind | null>(null);
  // Opening or closing a replacement unmounts the control that had focus: focus goes where the visitor's eyes go.
  const [focusTarget, setFocusTarget] = useState<{
    kind: AgentDocumentKind;
    on: "picker" | "button";
  } | null>(null);
  const buttons = useRef(new Map<AgentDocumentKind, HTMLButtonElement>());
  const pickers = useRef(new Map<AgentDocumentKind, HTMLDivElement>());
  useEffect(() => {
    if (focusTarget !== null) {
      (focusTarget.on === "picker" ? pickers : buttons).current.get(focusTarget.kind)?.focus();
      setFocusTarget(null);
    }
  }, [focusTarget]);
  const openPicker = (kind: AgentDocumentKind) => {
    setReplacing(kind);
    setFocusTarget({ kind, on: "picker" });
  };
  const closePicker = (kind: AgentDocumentKind) => {
    setReplacing(null);
    setFocusTarget({ kind, on: "button" });
  };
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
          <dd className="text-h4 font-normal">
            {formatManilaTime(status.submittedAt, "shortDay")}
          </dd>
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
                    <span className="font-semibold">{applicationCopy.documents.kinds[kind].label}</span>
                    <span
                      className={state === "refused" ? "text-destructive" : "text-muted-foreground"}
                    >
                      {copy.documents.states[state ?? "missing"]}
                    </span>
                  </p>
                  {open && replacing !== kind ? (
                    <Button
                      type="button"
                      variant="outline"
                      ref={(node) => {
                        if (node === null) {
                          buttons.current.delete(kind);
                        } else {
                          buttons.current.set(kind, node);
                        }
                      }}
                      onClick={() => openPicker(kind)}
                    >
                      {state === undefined ? copy.documents.add : copy.documents.replace}
                      <span className="sr-only">: {applicationCopy.documents.kinds[kind].label}</span>
                    </Button>
                  ) : null}
                </div>
                {/* Read out when it changes; once received, the state above already shows it. */}
                <p
                  aria-live="polite"
                  className={uploadState === "received" ? "sr-only" : "text-small"}
                >
                  <UploadStatus state={uploadState} copy={applicationCopy.upload} />
                </p>
                {open && replacing === kind ? (
                  <div
                    className="flex flex-col gap-3 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    tabIndex={-1}
                    aria-label={applicationCopy.documents.kinds[kind].label}
                    role="group"
                    ref={(node) => {
                      if (node === null) {
                        pickers.current.delete(kind);
                      } else {
                        pickers.current.set(kind, node);
                      }
                    }}
                  >
                    <DocumentRetry
                      kind={kind}
                      copy={applicationCopy}
                      sendLabel={copy.documents.send}
                      busy={uploadState === "uploading"}
                      onSend={(document) => {
                        void upload(document).then((outcome) => {
                          if (outcome === "received") {
                            closePicker(kind);
                            onChanged();
                          }
                        });
                      }}
                    />
                    <div>
                      <Button type="button" variant="ghost" onClick={() => closePicker(kind)}>
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
