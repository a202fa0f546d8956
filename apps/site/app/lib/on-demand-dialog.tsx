import { Suspense, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { Button } from "@innovatehub/ui/button";
import type { OnDemandDialogProps } from "./on-demand-dialog-props";
import { useIsHydrated } from "../hooks/use-is-hydrated";

type OnDemandDialogTriggerProps = ComponentProps<typeof Button> & {
  /** Starts the download of the dialog's module; called on hover, focus and click. */
  preload: () => Promise<unknown>;
  /** The dialog, usually a `React.lazy` component; rendered from the first click on. */
  renderDialog: (props: Required<OnDemandDialogProps>) => ReactNode;
};

/**
 * A UI kit Button that opens a dialog whose code is not part of the page's first load: the module starts
 * loading on hover or focus, so it is usually there by the click, and the dialog opens as soon as it is.
 * Until the page's scripts run a press would do nothing, so the prerendered button is disabled until then.
 */
export function OnDemandDialogTrigger({
  preload,
  renderDialog,
  onClick,
  onPointerEnter,
  onFocus,
  ...buttonProps
}: OnDemandDialogTriggerProps) {
  const hydrated = useIsHydrated();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);

  function startLoading() {
    // A failed early download is retried by the click that needs it; nothing to report yet.
    preload().catch(() => undefined);
  }

  return (
    <>
      <Button
        ref={triggerRef}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={(event) => {
          startLoading();
          onPointerEnter?.(event);
        }}
        onFocus={(event) => {
          startLoading();
          onFocus?.(event);
        }}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) {
            setRequested(true);
            setOpen(true);
          }
        }}
        {...buttonProps}
        disabled={!hydrated}
      />
      {requested ? (
        <Suspense fallback={null}>
          {renderDialog({ open, onOpenChange: setOpen, returnFocusTo: triggerRef })}
        </Suspense>
      ) : null}
    </>
  );
}
