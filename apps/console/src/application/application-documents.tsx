import { useState } from "react";
import {
  agentDocumentKindLabels,
  agentDocumentStatusLabels,
  agentRequestReasonLabels,
  consoleApplicationCopy as copy,
} from "@innovatehub/content/console";
import { agentDocumentRequestReasons, type AgentDocumentRequestReason } from "@innovatehub/domain";
import { Button } from "@innovatehub/ui/button";
import { DataTable, type DataTableColumn } from "@innovatehub/ui/data-table";
import { EmptyState } from "@innovatehub/ui/empty-state";
import { Field, FieldControl, FieldLabel } from "@innovatehub/ui/field";
import { NativeSelect, NativeSelectOption } from "@innovatehub/ui/native-select";
import { toast } from "@innovatehub/ui/sonner";
import { DetailSection } from "../layout/detail-section";
import { isIllegalTransition } from "../data/errors";
import type { ApplicationDocumentRow } from "../data/agents/application-query";
import { useReviewDocumentMutation } from "../data/agents/application-mutations";
import { oneOf } from "../inbox/inbox-filters";
import { DocumentViewer } from "./document-viewer";

function reviewLabel(document: ApplicationDocumentRow): string {
  if (document.review === "accepted") {
    return copy.accepted;
  }
  return document.review_reason === null
    ? copy.notReviewed
    : copy.requestedAgain(agentRequestReasonLabels[document.review_reason]);
}

/** Accept, or ask again with a reason from the list: only a received document that was not asked again yet. */
function ReviewControls({ document }: { document: ApplicationDocumentRow }) {
  const [reason, setReason] = useState<AgentDocumentRequestReason | null>(null);
  const kind = agentDocumentKindLabels[document.kind];
  const review = useReviewDocumentMutation({
    onSuccess: (done) =>
      toast.success(done.review === "accepted" ? copy.reviewDone : copy.askedAgainDone),
    onError: (error) =>
      toast.error(isIllegalTransition(error) ? copy.illegalTransition : copy.reviewFailed),
  });
  if (document.status !== "received" || document.review === "requested_again") {
    return null;
  }
  return (
    <div className="flex flex-wrap items-end gap-2">
      {document.review === "accepted" ? null : (
        <Button
          type="button"
          size="sm"
          aria-label={copy.acceptLabel(kind)}
          disabled={review.isPending}
          onClick={() => review.mutate({ documentId: document.id, review: "accepted" })}
        >
          {copy.accept}
        </Button>
      )}
      <Field width="fit">
        <FieldLabel className="sr-only">{copy.askAgainReasonLabel(kind)}</FieldLabel>
        <FieldControl>
          <NativeSelect
            value={reason ?? ""}
            onChange={(event) => setReason(oneOf(agentDocumentRequestReasons, event.target.value))}
          >
            <NativeSelectOption value="">{copy.askAgainReasonPlaceholder}</NativeSelectOption>
            {agentDocumentRequestReasons.map((value) => (
              <NativeSelectOption key={value} value={value}>
                {agentRequestReasonLabels[value]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FieldControl>
      </Field>
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={copy.askAgainLabel(kind)}
        disabled={reason === null || review.isPending}
        onClick={() =>
          reason === null
            ? undefined
            : review.mutate({ documentId: document.id, review: "requested_again", reason })
        }
      >
        {copy.askAgain}
      </Button>
    </div>
  );
}

const columns: DataTableColumn<ApplicationDocumentRow>[] = [
  {
    id: "kind",
    header: copy.documentColumns.kind,
    cell: (document) => agentDocumentKindLabels[document.kind],
  },
  {
    id: "status",
    header: copy.documentColumns.status,
    cell: (document) => (
      <div className="flex flex-col">
        <span>{agentDocumentStatusLabels[document.status]}</span>
        <span className="text-muted-foreground">{reviewLabel(document)}</span>
      </div>
    ),
  },
  {
    id: "actions",
    header: copy.documentColumns.actions,
    cell: (document) => (
      <div className="flex flex-col gap-2">
        {document.status === "received" || document.status === "replaced" ? (
          <div>
            <DocumentViewer
              documentId={document.id}
              kindLabel={agentDocumentKindLabels[document.kind]}
              contentType={document.content_type}
            />
          </div>
        ) : null}
        <ReviewControls document={document} />
      </div>
    ),
  },
];

export function ApplicationDocuments({
  documents,
}: {
  documents: readonly ApplicationDocumentRow[];
}) {
  return (
    <DetailSection id="application-documents" title={copy.documentsTitle}>
      <DataTable
        caption={copy.documentsTitle}
        columns={columns}
        rows={documents}
        rowKey={(document) => document.id}
        empty={<EmptyState title={copy.documentsEmpty} />}
      />
    </DetailSection>
  );
}
