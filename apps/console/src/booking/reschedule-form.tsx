import { useState, type FormEvent } from "react";
import {
  DEFAULT_MEETING_DURATION,
  meetingDurations,
  type MeetingDuration,
  manilaDateKey,
} from "@innovatehub/domain";
import { consoleBookingCopy, consoleRescheduleCopy as copy } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@innovatehub/ui/dialog";
import { toast } from "@innovatehub/ui/sonner";
import { DataError, isIllegalTransition, isRefusal } from "../data/errors";
import { formatManila } from "../lib/format";
import { NO_SLOT_CHOSEN, SlotPicker, type SlotChoice } from "./slot-picker";
import type { BookingRow } from "../data/bookings/booking-query";
import { useRescheduleBookingMutation } from "../data/bookings/booking-reschedule-mutation";

const TIME_FIELD_ID = "reschedule-time";

function rescheduleMessage(error: unknown): string {
  if (isRefusal(error, "slot_taken")) {
    return copy.slotTaken;
  }
  if (isRefusal(error, "slot_in_past")) {
    return copy.slotInPast;
  }
  if (error instanceof DataError && error.reason === "day_closed" && error.hint !== null) {
    return copy.dayClosed(error.hint);
  }
  return isIllegalTransition(error) ? consoleBookingCopy.illegalTransition : copy.failed;
}

/** The booking's length; the table allows only these, so anything else is read as the default half hour. */
function durationOf(booking: BookingRow): MeetingDuration {
  return meetingDurations.find((value) => value === booking.duration) ?? DEFAULT_MEETING_DURATION;
}

/** The new time, chosen by the site's slot rules; a second step confirms, because the visitor is e-mailed. */
export function RescheduleForm({ booking, onDone }: { booking: BookingRow; onDone: () => void }) {
  const [now] = useState(() => new Date());
  const [choice, setChoice] = useState<SlotChoice>(NO_SLOT_CHOSEN);
  const [missingTime, setMissingTime] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const reschedule = useRescheduleBookingMutation(booking.id, {
    onSuccess: () => toast.success(copy.done),
    onError: (error) => toast.error(rescheduleMessage(error)),
  });
  const chosen = choice.scheduledAt;

  function next(event: FormEvent) {
    event.preventDefault();
    if (chosen === null) {
      setMissingTime(true);
      return;
    }
    setConfirming(true);
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
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
            {copy.back}
          </Button>
          <Button
            type="button"
            busy={reschedule.isPending}
            onClick={() =>
              reschedule.mutate(chosen, {
                onSuccess: onDone,
                // Refused (taken meanwhile, or too late): back to the times, which are asked for again.
                onError: () => {
                  setConfirming(false);
                  setChoice((previous) => ({ ...previous, time: "", scheduledAt: null }));
                },
              })
            }
          >
            {copy.submit}
          </Button>
        </DialogFooter>
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
        duration={durationOf(booking)}
        current={{ scheduledAt: booking.scheduled_at, endsAt: booking.ends_at }}
        openOn={manilaDateKey(new Date(booking.scheduled_at))}
        now={now}
        choice={choice}
        onChange={(next) => {
          setChoice(next);
          setMissingTime(false);
        }}
        error={missingTime ? copy.chooseTime : undefined}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {copy.cancel}
        </Button>
        <Button type="submit">{copy.next}</Button>
      </DialogFooter>
    </form>
  );
}
