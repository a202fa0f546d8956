import { useState } from "react";
import { consolePeopleCopy } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import { Field, FieldControl, FieldLabel } from "@innovatehub/ui/field";
import { Input } from "@innovatehub/ui/input";
import { toast } from "@innovatehub/ui/sonner";
import { DetailSection } from "../layout/detail-section";
import { useEraseDataSubjectMutation } from "../data/data-subject/data-subject-erase-mutation";

const copy = consolePeopleCopy;

/** Erasure behind a typed confirmation: the button works only once the address itself is typed. */
export function ErasePerson({ email }: { email: string }) {
  const [typed, setTyped] = useState("");
  const erase = useEraseDataSubjectMutation(email, {
    onSuccess: (erased) => toast.success(copy.erased(erased)),
    onError: () => toast.error(copy.eraseFailed),
  });
  const confirmed = typed.trim().toLowerCase() === email.toLowerCase();

  return (
    <DetailSection id="people-erase" title={copy.eraseTitle}>
      <p className="text-small">{copy.eraseBody}</p>
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed) {
            erase.mutate();
          }
        }}
      >
        <Field className="flex-1">
          <FieldLabel required>{copy.eraseConfirmLabel(email)}</FieldLabel>
          <FieldControl>
            <Input
              type="email"
              aria-required="true"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </FieldControl>
        </Field>
        <Button type="submit" variant="destructive" disabled={!confirmed || erase.isPending}>
          {erase.isPending ? copy.erasing : copy.eraseButton}
        </Button>
      </form>
    </DetailSection>
  );
}
