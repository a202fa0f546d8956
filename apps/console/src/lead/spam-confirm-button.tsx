import { useState } from "react";
import { consoleSpamCopy as copy } from "@innovatehub/content/console";
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

type SpamConfirmButtonProps = {
  /** The button's text, which the dialog's confirming button repeats. */
  label: string;
  title: string;
  description: string;
  pending: boolean;
  onConfirm: () => void;
};

/** Closing as spam cannot be undone, so the button asks first: one dialog for a lead and for a filter's leads. */
export function SpamConfirmButton({
  label,
  title,
  description,
  pending,
  onConfirm,
}: SpamConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" disabled={pending}>
          {pending ? copy.closing : label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {copy.keep}
            </Button>
          </DialogClose>
          <Button
            type="button"
            onClick={() => {
              onConfirm();
              setOpen(false);
            }}
          >
            {label}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
