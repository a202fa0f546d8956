import { useState, type FormEvent } from "react";
import { STAFF_NOTE_MAX_LENGTH } from "@innovatehub/domain";
import { consoleInquiryCopy as copy } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import { EmptyState } from "@innovatehub/ui/empty-state";
import { Field, FieldControl, FieldDescription, FieldLabel } from "@innovatehub/ui/field";
import { Textarea } from "@innovatehub/ui/textarea";
import type { Tables } from "@innovatehub/database";
import { DetailSection } from "../layout/detail-section";
import { formatManila } from "../lib/format";

const NOTE_ROWS = 3;

type Props = {
  id: string;
  notes: readonly Tables<"internal_notes">[];
  pending: boolean;
  /** Saves the note; `done` empties the form once it is saved. */
  onAdd: (body: string, done: () => void) => void;
};

/** Staff-only notes on an inquiry or an application, newest first, and a form to add one. */
export function NotesSection({ id, notes, pending, onAdd }: Props) {
  const [body, setBody] = useState("");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = body.trim();
    if (text === "") {
      return;
    }
    onAdd(text, () => setBody(""));
  }

  return (
    <DetailSection id={id} title={copy.notesTitle}>
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
          <FieldDescription>{copy.noteHint}</FieldDescription>
        </Field>
        <div>
          <Button type="submit" disabled={pending}>
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
