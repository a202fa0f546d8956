import { lazy, Suspense, useRef, useState, type ComponentProps } from "react";
import { Button } from "@innovatehub/ui/button";
import type { BookingDialogDefaults } from "./booking-dialog-defaults";
import { loadBookingDialog } from "./load-booking-dialog";

const LazyBookingDialog = lazy(() =>
  loadBookingDialog().then((module) => ({ default: module.BookingDialog })),
);

type BookingDialogTriggerProps = ComponentProps<typeof Button> & {
  /** Starting values for the form: meeting type, topic (default General Consultation), name, e-mail, company. */
  defaults?: BookingDialogDefaults;
};

function preload() {
  // A failed preload is retried by the click that needs it; nothing to report here.
  loadBookingDialog().catch(() => undefined);
}

/**
 * A UI kit Button that opens the booking dialog. The dialog module loads on first hover, focus or click,
 * and focus returns to this button when the dialog closes.
 */
export function BookingDialogTrigger({
  defaults,
  onClick,
  onPointerEnter,
  onFocus,
  ...buttonProps
}: BookingDialogTriggerProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button
        ref={triggerRef}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={(event) => {
          preload();
          onPointerEnter?.(event);
        }}
        onFocus={(event) => {
          preload();
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
      />
      {requested ? (
        <Suspense fallback={null}>
          <LazyBookingDialog
            open={open}
            onOpenChange={setOpen}
            defaults={defaults}
            returnFocusTo={triggerRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
