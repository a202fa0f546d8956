import { initialsOf } from "@innovatehub/content/site";
import { cn } from "@innovatehub/ui/lib/utils";
import { clientTypeTone } from "./client-tone";

type ClientMarkProps = { storeName: string; type: string; className?: string };

/** A client's typographic tile: the store's initials on its type colour (no logos are available). */
export function ClientMark({ storeName, type, className }: ClientMarkProps) {
  return (
    <span
      aria-hidden="true"
      data-slot="client-mark"
      className={cn(
        "inline-flex size-12 shrink-0 items-center justify-center rounded-lg text-body font-extrabold tracking-tight",
        clientTypeTone(type),
        className,
      )}
    >
      {initialsOf(storeName)}
    </span>
  );
}
