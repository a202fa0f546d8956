import { useState } from "react";
import type { AgentDocumentKind } from "@innovatehub/domain";
import type { AgentApplicationCopy } from "@innovatehub/content/site";
import { Button } from "@innovatehub/ui/button";
import { NativeSelect, NativeSelectOption } from "@innovatehub/ui/native-select";
import { Field, FieldControl, FieldLabel } from "@innovatehub/ui/field";
import { governmentIdTypes } from "@innovatehub/domain";
import { DocumentPicker } from "./document-picker";
import type { PreparedDocument } from "./prepare-document";
import type { DocumentToUpload } from "./upload-document";

type DocumentRetryProps = {
  kind: AgentDocumentKind;
  copy: AgentApplicationCopy;
  /** The button's words: "Send again" after a failure, "Send" for a replacement. */
  sendLabel: string;
  /** The ID's type already given (the form's); absent on the status page, which asks again. */
  governmentIdType?: string;
  busy: boolean;
  onSend: (document: DocumentToUpload) => void;
};

/** Picks a document again (or a replacement) and sends it: the same picker as the form's, with its own send. */
export function DocumentRetry({
  kind,
  copy,
  sendLabel,
  governmentIdType,
  busy,
  onSend,
}: DocumentRetryProps) {
  const [picked, setPicked] = useState<PreparedDocument | null>(null);
  const [idType, setIdType] = useState(governmentIdType ?? "");
  const needsIdType = kind === "government_id" && governmentIdType === undefined;
  const idLabel = copy.fields.governmentIdType;
  const ready = picked !== null && (kind !== "government_id" || idType !== "");
  return (
    <div className="flex flex-col gap-3">
      {needsIdType ? (
        <Field controlId={`agent-retry-${kind}-id-type`}>
          <FieldLabel required>{idLabel.label}</FieldLabel>
          <FieldControl aria-required>
            <NativeSelect value={idType} onChange={(event) => setIdType(event.currentTarget.value)}>
              <NativeSelectOption value="">{idLabel.placeholder}</NativeSelectOption>
              {governmentIdTypes.map((type) => (
                <NativeSelectOption key={type} value={type}>
                  {copy.options.governmentIdTypes[type]}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </FieldControl>
        </Field>
      ) : null}
      <DocumentPicker kind={kind} copy={copy} required picked={picked} onPicked={setPicked} />
      <div>
        <Button
          type="button"
          disabled={!ready}
          busy={busy}
          onClick={() => {
            if (picked !== null) {
              onSend({
                kind,
                document: picked,
                ...(kind === "government_id" ? { governmentIdType: idType } : {}),
              });
            }
          }}
        >
          {sendLabel}
          <span className="sr-only">: {copy.documents.kinds[kind].label}</span>
        </Button>
      </div>
    </div>
  );
}
