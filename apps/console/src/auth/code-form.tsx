import { useEffect, useRef, useState, type FormEvent } from "react";
import { CONSOLE_TOTP_CODE_LENGTH, consoleAuthCopy } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import { Input } from "@innovatehub/ui/input";
import { Field, FieldControl, FieldError, FieldLabel } from "@innovatehub/ui/field";
import { authErrorMessage } from "./auth-errors";

/** One 6-digit code field; `verify` rejects with the Auth error when the code is not accepted. */
export function CodeForm({ verify }: { verify: (code: string) => Promise<void> }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // This step replaces the password form the person just submitted; keep keyboard focus where they type next.
  useEffect(() => {
    input.current?.focus();
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").replace(/\s/g, "");
    setPending(true);
    setError(null);
    try {
      await verify(code);
    } catch (caught) {
      setError(authErrorMessage(caught));
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <Field>
        <FieldLabel required>{consoleAuthCopy.codeLabel}</FieldLabel>
        <FieldControl>
          <Input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={CONSOLE_TOTP_CODE_LENGTH}
            required
            ref={input}
          />
        </FieldControl>
        <FieldError>{error}</FieldError>
      </Field>
      <Button type="submit" disabled={pending}>
        {pending ? consoleAuthCopy.verifying : consoleAuthCopy.verifyButton}
      </Button>
    </form>
  );
}
