import { useState, type FormEvent } from "react";
import { consoleAuthCopy } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import { Input } from "@innovatehub/ui/input";
import { Field, FieldControl, FieldError, FieldLabel } from "@innovatehub/ui/field";
import { supabase } from "../lib/supabase";
import { authErrorMessage } from "./auth-errors";

export function PasswordStep() {
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
      <Field>
        <FieldLabel required>{consoleAuthCopy.emailLabel}</FieldLabel>
        <FieldControl>
          <Input name="email" type="email" autoComplete="username" required />
        </FieldControl>
      </Field>
      {/* A refused sign-in is about the pair; its message sits under the password, the field typed last. */}
      <Field>
        <FieldLabel required>{consoleAuthCopy.passwordLabel}</FieldLabel>
        <FieldControl>
          <Input name="password" type="password" autoComplete="current-password" required />
        </FieldControl>
        <FieldError>{error}</FieldError>
      </Field>
      <Button type="submit" disabled={pending}>
        {pending ? consoleAuthCopy.signingIn : consoleAuthCopy.signInButton}
      </Button>
    </form>
  );
}
