import { useId, useState } from "react";
import { agentDocumentContentTypes, type AgentDocumentKind } from "@innovatehub/domain";
import type { AgentApplicationCopy } from "@innovatehub/content/site";
import { Button } from "@innovatehub/ui/button";
import {
  DOCUMENT_MAX_MB,
  formatSize,
  PICKED_FILE_MAX_MB,
  prepareDocument,
  type PrepareRefusal,
  type PreparedDocument,
} from "./prepare-document";

type DocumentPickerProps = {
  kind: AgentDocumentKind;
  copy: AgentApplicationCopy;
  required: boolean;
  /** The file input's name (the form moves focus to it when the document is missing). */
  name?: string;
  picked: PreparedDocument | null;
  onPicked: (document: PreparedDocument | null) => void;
  /** The form's message for this document, when its last check failed. */
  error?: string | undefined;
};

function refusalMessage(refusal: PrepareRefusal, errors: AgentApplicationCopy["errors"]): string {
  switch (refusal) {
    case "too-large":
      return errors.fileTooLarge(PICKED_FILE_MAX_MB);
    case "over-limit":
      return errors.fileOverLimit(DOCUMENT_MAX_MB);
    case "type":
      return errors.fileType;
    case "unreadable":
      return errors.shrinkFailed;
    default:
      return refusal satisfies never;
  }
}

/** The kit's outline button look on a label; its file input is hidden but focusable, so the ring follows it. */
const pickButtonClass =
  "cursor-pointer has-focus-visible:ring-[3px] has-focus-visible:ring-ring/60 has-focus-visible:ring-offset-2";

/**
 * One document: take a photo with the phone's camera, or choose a photo or file; a photo is made smaller before
 * it is kept, and what is wrong with a file is said at once. Used by the form and by the status page.
 */
export function DocumentPicker({
  kind,
  copy,
  required,
  name,
  picked,
  onPicked,
  error,
}: DocumentPickerProps) {
  const id = useId();
  const [preparing, setPreparing] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const { documents } = copy;
  const text = documents.kinds[kind];
  const message = refusal ?? error;
  const describedBy = `${id}-description ${id}-status${message === undefined ? "" : ` ${id}-error`}`;

  async function pick(file: File | undefined) {
    if (file === undefined) {
      return;
    }
    setPreparing(true);
    setRefusal(undefined);
    const prepared = await prepareDocument(kind, file);
    setPreparing(false);
    if (prepared.ok) {
      onPicked(prepared.document);
    } else {
      setRefusal(refusalMessage(prepared.refusal, copy.errors));
      onPicked(null);
    }
  }

  const input = (capture: boolean) => (
    <input
      type="file"
      className="sr-only"
      name={capture ? undefined : name}
      accept={capture ? "image/*" : agentDocumentContentTypes[kind].join(",")}
      capture={capture ? "environment" : undefined}
      aria-describedby={describedBy}
      aria-invalid={message === undefined ? undefined : true}
      disabled={preparing}
      onChange={(event) => {
        const input = event.currentTarget;
        void pick(input.files?.[0]);
        input.value = "";
      }}
    />
  );

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <legend className="px-1 font-semibold">
        {text.label}
        {required ? null : (
          <span className="font-normal text-muted-foreground"> ({documents.optional})</span>
        )}
      </legend>
      <p id={`${id}-description`} className="text-small text-muted-foreground">
        {text.description}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline" className={pickButtonClass}>
          <label>
            {input(true)}
            {documents.takePhoto}
            <span className="sr-only">: {text.label}</span>
          </label>
        </Button>
        <Button asChild variant="outline" className={pickButtonClass}>
          <label>
            {input(false)}
            {documents.chooseFile}
            <span className="sr-only">: {text.label}</span>
          </label>
        </Button>
      </div>
      <p
        id={`${id}-status`}
        aria-live="polite"
        className="flex flex-wrap items-center gap-3 text-small"
      >
        {preparing ? documents.shrinking : null}
        {!preparing && picked !== null ? (
          <>
            <span className="min-w-0 break-all">
              {documents.ready(picked.name, formatSize(picked.size))}
            </span>
            <Button type="button" size="sm" variant="ghost" onClick={() => onPicked(null)}>
              {documents.remove}
              <span className="sr-only">: {text.label}</span>
            </Button>
          </>
        ) : null}
      </p>
      {message === undefined ? null : (
        <p id={`${id}-error`} className="text-small text-destructive">
          {message}
        </p>
      )}
    </fieldset>
  );
}
