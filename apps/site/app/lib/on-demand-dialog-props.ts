import type { RefObject } from "react";

/*
 * The side of a dialog loaded on demand: what its trigger (lib/on-demand-dialog.tsx) gives it. Kept apart from
 * the trigger so this code travels with the dialogs' own chunks, not with every page's first load.
 */

/** What a dialog loaded on demand is given by its trigger. */
export type OnDemandDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus goes back here when the dialog closes (the trigger is not a Radix Dialog.Trigger). */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/** `onCloseAutoFocus` for a dialog whose trigger lives outside it: focus returns to that trigger. */
export function focusTriggerOnClose(returnFocusTo: RefObject<HTMLElement | null> | undefined) {
  return (event: Event) => {
    const target = returnFocusTo?.current;
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };
}
