import { consoleInquiryCopy as copy } from "@innovatehub/content/console";
import type { Tables } from "@innovatehub/database";
import { toast } from "@innovatehub/ui/sonner";
import { NotesSection } from "../lead/notes-section";
import { useAddApplicationNoteMutation } from "../data/agents/application-mutations";

export function ApplicationNotes({
  id,
  notes,
}: {
  id: string;
  notes: readonly Tables<"internal_notes">[];
}) {
  const addNote = useAddApplicationNoteMutation(id, {
    onSuccess: () => toast.success(copy.noteAdded),
    onError: () => toast.error(copy.noteFailed),
  });
  return (
    <NotesSection
      id="application-notes"
      notes={notes}
      pending={addNote.isPending}
      onAdd={(body, done) => addNote.mutate(body, { onSuccess: done })}
    />
  );
}
