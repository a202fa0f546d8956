import type { ReactNode } from "react";
import { Label } from "@innovatehub/ui/label";
import { cn } from "@innovatehub/ui/lib/utils";

/** A control with its visible label above it. */
export function LabelledField({
  label,
  htmlFor,
  className,
  children,
}: {
  label: string;
  htmlFor: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
    </div>
  );
}

/** A form's one message about what went wrong, announced when it appears. */
export function FormAlert({ id, message }: { id?: string; message: string | null }) {
  return message ? (
    <p id={id} role="alert" className="text-small text-destructive">
      {message}
    </p>
  ) : null;
}
