import { Suspense, useState, type ReactNode } from "react";
import { consoleRescheduleCopy } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from "@innovatehub/ui/dialog";
import { Skeleton } from "@innovatehub/ui/skeleton";

function FormLoading({ title }: { title: string }) {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <DialogTitle>{title}</DialogTitle>
      <span className="sr-only" role="status">
        {consoleRescheduleCopy.loadingTimes}
      </span>
      <Skeleton className="h-72 w-full" />
    </div>
  );
}

/**
 * The console's one dialog around a slot form (moving a booking, booking a meeting with an applicant): a button
 * opens it, and the form, a lazily loaded one (the calendar and the slot maths load on first opening, not with
 * the page), is shown with `close` to end it.
 */
export function SlotDialog({
  openLabel,
  title,
  children,
}: {
  openLabel: string;
  /** The dialog's title while the form loads (the form names itself once shown). */
  title: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          {openLabel}
        </Button>
      </DialogTrigger>
      <DialogContent size="wide">
        {/* Mounted only while open, so every opening starts from a fresh choice and fresh free times. */}
        {open ? (
          <Suspense fallback={<FormLoading title={title} />}>
            {children(() => setOpen(false))}
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** A slot form's actions: the way back or out (outlined), then the form's own action. */
export function SlotDialogFooter({
  backLabel,
  onBack,
  children,
}: {
  backLabel: string;
  onBack: () => void;
  children: ReactNode;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onBack}>
        {backLabel}
      </Button>
      {children}
    </DialogFooter>
  );
}
