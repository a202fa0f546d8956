import { useId, useState, type FormEvent } from "react";
import { consoleAuthCopy } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import { Input } from "@innovatehub/ui/input";
import { FormAlert, LabelledField } from "../layout/labelled-field";
import { supabase } from "../lib/supabase";
import { authErrorMessage } from "./auth-errors";

export function PasswordStep() {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    const { error: signInError } = await supabase.auth.signInWithPassword({
      email: String(form.get("email") ?? "").trim(),
      password: String(form.get("password") ?? ""),
    });
    if (signInError) {
      setError(authErrorMessage(signInError));
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <LabelledField label={consoleAuthCopy.emailLabel} htmlFor={`${id}-email`} required>
        <Input id={`${id}-email`} name="email" type="email" autoComplete="username" required />
      </LabelledField>
      <LabelledField label={consoleAuthCopy.passwordLabel} htmlFor={`${id}-password`} required>
        <Input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
      </LabelledField>
      <FormAlert message={error} />
      <Button type="submit" disabled={pending}>
        {pending ? consoleAuthCopy.signingIn : consoleAuthCopy.signInButton}
      </Button>
    </form>
  );
}
