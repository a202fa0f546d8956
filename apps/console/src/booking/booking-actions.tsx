import { useState } from "react";
import { bookingMoveNotifiesVisitor, bookingNeedsOutcome, isLiveBooking } from "@innovatehub/domain";
import { consoleBookingCopy, consoleMeetingsCopy } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@innovatehub/ui/dialog";
import { toast } from "@innovatehub/ui/sonner";
import { StatusBadge } from "@innovatehub/ui/status-badge";
import { RescheduleDialog } from "./reschedule-dialog";
import type { BookingRow } from "../data/bookings/booking-query";
import {
  useSetBookingStatusMutation,
  type BookingTarget,
} from "../data/bookings/booking-status-mutation";
import { isIllegalTransition, isRefusal } from "../data/errors";
import { DetailSection } from "../layout/detail-section";
import { offeredBookingMoves } from "./booking-moves";

function statusErrorMessage(error: unknown): string {
  if (isRefusal(error, "meeting_not_started")) {
    return consoleMeetingsCopy.outcome.notStarted;
  }
  return isIllegalTransition(error)
    ? consoleBookingCopy.illegalTransition
    : consoleBookingCopy.actionFailed;
}

/** The moves the booking's status allows; a move that e-mails the visitor asks first. */
export function BookingActions({ booking }: { booking: BookingRow }) {
  const setStatus = useSetBookingStatusMutation(booking.id, {
    onSuccess: (status) => toast.success(consoleBookingCopy.actions[status].done),
    onError: (error) => toast.error(statusErrorMessage(error)),
  });
  const [asking, setAsking] = useState<BookingTarget | null>(null);
  const [now] = useState(() => Date.now());
  const needsOutcome = bookingNeedsOutcome(booking, now);
  const { targets, outcomesWaitForStart } = offeredBookingMoves(booking, new Date(now));
  const reschedulable = isLiveBooking(booking.status);

  function run(target: BookingTarget) {
    if (bookingMoveNotifiesVisitor(target)) {
      setAsking(target);
      return;
    }
    setStatus.mutate(target);
  }

  const action = asking ? consoleBookingCopy.actions[asking] : null;

  return (
    <DetailSection id="booking-actions" title={consoleBookingCopy.actionsTitle}>
      {needsOutcome ? (
        <p className="flex flex-wrap items-center gap-2 text-small">
          <StatusBadge tone="attention">{consoleMeetingsCopy.outcome.needsOutcome}</StatusBadge>
          {consoleMeetingsCopy.outcome.bookingNotice}
        </p>
      ) : null}
      {targets.length === 0 ? (
        <p className="text-small text-muted-foreground">{consoleBookingCopy.noActions}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {targets.map((target) => (
            <Button
              key={target}
              type="button"
              variant={target === "confirmed" ? "default" : "outline"}
              disabled={setStatus.isPending}
              onClick={() => run(target)}
            >
              {consoleBookingCopy.actions[target].label}
            </Button>
          ))}
          {reschedulable ? <RescheduleDialog booking={booking} /> : null}
        </div>
      )}
      {outcomesWaitForStart ? (
        <p className="text-small text-muted-foreground">{consoleMeetingsCopy.outcome.afterStart}</p>
      ) : null}
      <Dialog open={asking !== null} onOpenChange={(open) => (open ? undefined : setAsking(null))}>
        {action && asking ? (
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{consoleBookingCopy.confirmTitle(action.label)}</DialogTitle>
              <DialogDescription>
                {consoleBookingCopy.confirmBody(action.verb, booking.name)}
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  {consoleBookingCopy.confirmKeep}
                </Button>
              </DialogClose>
              <Button
                type="button"
                onClick={() => {
                  setStatus.mutate(asking);
                  setAsking(null);
                }}
              >
                {action.label}
              </Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </DetailSection>
  );
}
