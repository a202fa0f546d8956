import { useState, type FormEvent } from "react";
import { manilaDateKey, toInstant } from "@innovatehub/domain";
import { consoleBookingCopy, consoleRescheduleCopy as copy } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "@innovatehub/ui/dialog";
import { toast } from "@innovatehub/ui/sonner";
import { closedDayReason, refusalMessage } from "../data/errors";
import { formatManila } from "../lib/format";
import { SlotDialogFooter } from "./slot-dialog";
import { SlotPicker } from "./slot-picker";
import { useSlotField } from "./use-slot-field";
import type { BookingRow } from "../data/bookings/booking-query";
import { useRescheduleBookingMutation } from "../data/bookings/booking-reschedule-mutation";

const TIME_FIELD_ID = "reschedule-time";

function rescheduleMessage(error: unknown): string {
  const closed = closedDayReason(error);
  if (closed !== null) {
    return copy.dayClosed(closed);
  }
  return refusalMessage(
    error,
    {
      slot_taken: copy.slotTaken,
      slot_in_past: copy.slotInPast,
      illegal_transition: consoleBookingCopy.illegalTransition,
    },
    copy.failed,
  );
}

/** The new time, chosen by the site's slot rules; a second step confirms, because the visitor is e-mailed. */
export function RescheduleForm({ booking, onDone }: { booking: BookingRow; onDone: () => void }) {
  const [now] = useState(() => new Date());
  const slot = useSlotField();
  const [confirming, setConfirming] = useState(false);
  const reschedule = useRescheduleBookingMutation(booking.id, {
    onSuccess: () => toast.success(copy.done),
    onError: (error) => toast.error(rescheduleMessage(error)),
  });
  const chosen = slot.choice.scheduledAt;

  function next(event: FormEvent) {
    event.preventDefault();
    if (slot.require() !== null) {
      setConfirming(true);
    }
  }

  if (confirming && chosen !== null) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{copy.confirmTitle}</DialogTitle>
          <DialogDescription>
            {copy.confirmBody(booking.name, formatManila(chosen))}
          </DialogDescription>
        </DialogHeader>
        <SlotDialogFooter backLabel={copy.back} onBack={() => setConfirming(false)}>
          <Button
            type="button"
            busy={reschedule.isPending}
            onClick={() =>
              reschedule.mutate(chosen, {
                onSuccess: onDone,
                // Refused (taken meanwhile, or too late): back to the times, which are asked for again.
                onError: () => {
                  setConfirming(false);
                  slot.clearTime();
                },
              })
            }
          >
            {copy.submit}
          </Button>
        </SlotDialogFooter>
      </>
    );
  }

  return (
    <form onSubmit={next} noValidate className="flex min-w-0 flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{copy.title}</DialogTitle>
        <DialogDescription>{copy.intro(booking.name)}</DialogDescription>
        <p className="text-small">{copy.current(formatManila(booking.scheduled_at))}</p>
      </DialogHeader>
      <SlotPicker
        id={TIME_FIELD_ID}
        duration={booking.duration}
        current={{ scheduledAt: booking.scheduled_at, endsAt: booking.ends_at }}
        openOn={manilaDateKey(toInstant(booking.scheduled_at) ?? now)}
        now={now}
        field={slot}
      />
      <SlotDialogFooter backLabel={copy.cancel} onBack={onDone}>
        <Button type="submit">{copy.next}</Button>
      </SlotDialogFooter>
    </form>
  );
}
