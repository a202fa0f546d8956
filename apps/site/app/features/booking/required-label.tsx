import { bookingDialog } from "@innovatehub/content/site";
import { FieldLabel } from "@innovatehub/ui/field";

/** A field label with the visible "(required)" mark. */
export function RequiredLabel({ children }: { children: string }) {
  return (
    <FieldLabel>
      {children}{" "}
      <span className="font-normal text-muted-foreground">{bookingDialog.requiredMark}</span>
    </FieldLabel>
  );
}
