import { useState } from "react";
import {
  agentDeclineReasonLabels,
  consoleApplicationCopy as copy,
} from "@innovatehub/content/console";
import {
  AGENT_DECLINE_NOTE_MAX_LENGTH,
  agentDeclineReasons,
  declineReasonNeedsNote,
  type AgentDeclineReason,
} from "@innovatehub/domain";
import { Button } from "@innovatehub/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@innovatehub/ui/dialog";
import { Field, FieldControl, FieldError, FieldLabel } from "@innovatehub/ui/field";
import { NativeSelect, NativeSelectOption } from "@innovatehub/ui/native-select";
import { Textarea } from "@innovatehub/ui/textarea";
import { oneOf } from "../inbox/inbox-filters";

type Props = {
  pending: boolean;
  /** Calls `onDeclined` once the decline is saved; on an error the dialog stays open with the note typed. */
  onDecline: (reason: AgentDeclineReason, note: string | null, onDeclined: () => void) => void;
};

/**
 * A decline asks for its reason from the list, and a note (required with the reasons the domain names, which the
 * database also refuses without one) that stays in the console.
 */
export function DeclineDialog({ pending, onDecline }: Props) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<AgentDeclineReason | null>(null);
  const [note, setNote] = useState("");
  const [checked, setChecked] = useState(false);
  const reasonError = reason === null ? copy.declineReasonRequired : null;
  const noteRequired = reason !== null && declineReasonNeedsNote(reason);
  const noteError = noteRequired && note.trim() === "" ? copy.declineNoteRequired : null;

  function submit() {
    setChecked(true);
    if (reason === null || noteError !== null) {
      return;
    }
    onDecline(reason, note.trim() || null, () => setOpen(false));
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" disabled={pending}>
          {copy.decline}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{copy.declineTitle}</DialogTitle>
          <DialogDescription>{copy.declineDescription}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Field invalid={checked && reasonError !== null}>
            <FieldLabel required>{copy.declineReasonLabel}</FieldLabel>
            <FieldControl>
              <NativeSelect
                value={reason ?? ""}
                aria-required="true"
                onChange={(event) => setReason(oneOf(agentDeclineReasons, event.target.value))}
              >
                <NativeSelectOption value="">{copy.declineReasonRequired}</NativeSelectOption>
                {agentDeclineReasons.map((value) => (
                  <NativeSelectOption key={value} value={value}>
                    {agentDeclineReasonLabels[value]}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </FieldControl>
            {checked && reasonError !== null ? <FieldError>{reasonError}</FieldError> : null}
          </Field>
          <Field invalid={checked && noteError !== null}>
            <FieldLabel required={noteRequired}>{copy.declineNoteLabel}</FieldLabel>
            <FieldControl>
              <Textarea
                value={note}
                maxLength={AGENT_DECLINE_NOTE_MAX_LENGTH}
                onChange={(event) => setNote(event.target.value)}
              />
            </FieldControl>
            {checked && noteError !== null ? <FieldError>{noteError}</FieldError> : null}
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {copy.keep}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={pending}>
              {copy.declineConfirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
