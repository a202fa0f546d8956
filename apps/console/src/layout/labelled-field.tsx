import type { ReactNode } from "react";
import { Label } from "@innovatehub/ui/label";
import { cn } from "@innovatehub/ui/lib/utils";

/** A control with its visible label above it (and the kit's required mark when the control is required). */
export function LabelledField({
  label,
  htmlFor,
  required = false,
  className,
  children,
}: {
  label: string;
  htmlFor: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={htmlFor} required={required}>
        {label}
      </Label>
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
