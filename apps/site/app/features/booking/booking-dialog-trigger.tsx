import { lazy, type ComponentProps } from "react";
import { OnDemandDialogTrigger } from "../../lib/on-demand-dialog";
import type { BookingPrefill } from "@innovatehub/forms/booking";
import { loadBookingDialog } from "./load-booking-dialog";

const LazyBookingDialog = lazy(() =>
  loadBookingDialog().then((module) => ({ default: module.BookingDialog })),
);

type BookingDialogTriggerProps = Omit<
  ComponentProps<typeof OnDemandDialogTrigger>,
  "preload" | "renderDialog"
> & {
  /** Starting values for the form: meeting type, topic (default General Consultation), name, e-mail, company. */
  defaults?: BookingPrefill;
};

/**
 * A UI kit Button that opens the booking dialog. The dialog module loads on first hover, focus or click,
 * and focus returns to this button when the dialog closes.
 */
export function BookingDialogTrigger({ defaults, ...buttonProps }: BookingDialogTriggerProps) {
  return (
    <OnDemandDialogTrigger
      preload={loadBookingDialog}
      renderDialog={(dialogProps) => <LazyBookingDialog defaults={defaults} {...dialogProps} />}
      {...buttonProps}
    />
  );
}
