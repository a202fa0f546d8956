import { useState, type FormEvent } from "react";
import { STAFF_NOTE_MAX_LENGTH } from "@innovatehub/domain";
import { consoleInquiryCopy } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import { EmptyState } from "@innovatehub/ui/empty-state";
import { Field, FieldControl, FieldLabel } from "@innovatehub/ui/field";
import { toast } from "@innovatehub/ui/sonner";
import { Textarea } from "@innovatehub/ui/textarea";
import { DetailSection } from "../layout/detail-section";
import { formatManila } from "../lib/format";
import type { NoteRow } from "../data/inquiries/inquiry-query";
import { useAddInquiryNoteMutation } from "../data/inquiries/inquiry-note-mutation";

const copy = consoleInquiryCopy;
const NOTE_ROWS = 3;

/** Staff-only notes on the inquiry, newest first, and a form to add one. */
export function InquiryNotes({ id, notes }: { id: string; notes: readonly NoteRow[] }) {
  const [body, setBody] = useState("");
  const addNote = useAddInquiryNoteMutation(id, {
    onSuccess: () => toast.success(copy.noteAdded),
    onError: () => toast.error(copy.noteFailed),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = body.trim();
    if (text === "") {
      return;
    }
    addNote.mutate(text, { onSuccess: () => setBody("") });
  }

  return (
    <DetailSection id="inquiry-notes" title={copy.notesTitle}>
      <form onSubmit={submit} className="flex flex-col gap-2">
        <Field>
          <FieldLabel required>{copy.noteLabel}</FieldLabel>
          <FieldControl>
            <Textarea
              rows={NOTE_ROWS}
              required
              maxLength={STAFF_NOTE_MAX_LENGTH}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
          </FieldControl>
        </Field>
        <div>
          <Button type="submit" disabled={addNote.isPending}>
            {copy.addNote}
          </Button>
        </div>
      </form>
      {notes.length === 0 ? (
        <EmptyState title={copy.notesEmpty} />
      ) : (
        <ul className="flex flex-col gap-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md border border-border p-3">
              <p className="text-small text-muted-foreground">
                {copy.noteBy(note.author_email, formatManila(note.created_at))}
              </p>
              <p className="whitespace-pre-wrap">{note.body}</p>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
