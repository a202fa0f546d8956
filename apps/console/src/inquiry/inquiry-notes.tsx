import { consoleInquiryCopy as copy } from "@innovatehub/content/console";
import { toast } from "@innovatehub/ui/sonner";
import { NotesSection } from "../lead/notes-section";
import type { NoteRow } from "../data/inquiries/inquiry-query";
import { useAddInquiryNoteMutation } from "../data/inquiries/inquiry-note-mutation";

export function InquiryNotes({ id, notes }: { id: string; notes: readonly NoteRow[] }) {
  const addNote = useAddInquiryNoteMutation(id, {
    onSuccess: () => toast.success(copy.noteAdded),
    onError: () => toast.error(copy.noteFailed),
  });
  return (
    <NotesSection
      id="inquiry-notes"
      notes={notes}
      pending={addNote.isPending}
      onAdd={(body, done) => addNote.mutate(body, { onSuccess: done })}
    />
  );
}
