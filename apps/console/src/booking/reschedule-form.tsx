import { useMemo, useState, type FormEvent } from "react";
import {
  DEFAULT_MEETING_DURATION,
  meetingDurations,
  type MeetingDuration,
  manilaDateKey,
  visitorTimeZone,
  type DateKey,
} from "@innovatehub/domain";
import { consoleBookingCopy, consoleRescheduleCopy as copy } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@innovatehub/ui/dialog";
import { toast } from "@innovatehub/ui/sonner";
import { TimeSlotGrid, type TimeSlotGridStatus } from "@innovatehub/ui/time-slot-grid";
import { DataError, isIllegalTransition, isRefusal } from "../data/errors";
import { formatManila } from "../lib/format";
import { freeSlotOptions } from "./free-slots";
import { RescheduleDayField } from "./reschedule-day-field";
import type { BookingRow } from "../data/bookings/booking-query";
import { useRescheduleBookingMutation } from "../data/bookings/booking-reschedule-mutation";
import { useBusyRangesQuery } from "../data/bookings/busy-ranges-query";
import { useClosuresQuery } from "../data/closures/closures-query";

const TIME_FIELD_ID = "reschedule-time";

type Choice = { dateKey: DateKey | null; time: string };

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
  const [timeZone] = useState(visitorTimeZone);
  const [choice, setChoice] = useState<Choice>({ dateKey: null, time: "" });
  const [missingTime, setMissingTime] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const busy = useBusyRangesQuery(choice.dateKey);
  const closures = useClosuresQuery(manilaDateKey(now), null);
  // Until they load (or if they fail) no day is known closed: the database still refuses one, and says why.
  const closedDays = useMemo(
    () => new Map((closures.data ?? []).map((closure) => [closure.day, closure.reason])),
    [closures.data],
  );
  const reschedule = useRescheduleBookingMutation(booking.id, {
    onSuccess: () => toast.success(copy.done),
    onError: (error) => toast.error(rescheduleMessage(error)),
  });

  const options =
    choice.dateKey !== null && busy.data
      ? freeSlotOptions({
          dateKey: choice.dateKey,
          duration: durationOf(booking),
          busy: busy.data,
          current: { scheduledAt: booking.scheduled_at, endsAt: booking.ends_at },
          closedDays,
          now,
          timeZone,
        })
      : [];
  const chosen = options.find((option) => option.value === choice.time);
  const status: TimeSlotGridStatus =
    choice.dateKey === null
      ? "idle"
      : busy.isPending
        ? "loading"
        : busy.isError
          ? "error"
          : "ready";

  function next(event: FormEvent) {
    event.preventDefault();
    if (chosen === undefined) {
      setMissingTime(true);
      return;
    }
    setConfirming(true);
  }

  if (confirming && chosen) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{copy.confirmTitle}</DialogTitle>
          <DialogDescription>
            {copy.confirmBody(booking.name, formatManila(chosen.scheduledAt))}
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
              reschedule.mutate(chosen.scheduledAt, {
                onSuccess: onDone,
                // Refused (taken meanwhile, or too late): back to the times, which are asked for again.
                onError: () => {
                  setConfirming(false);
                  setChoice((previous) => ({ ...previous, time: "" }));
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
      <div className="grid gap-6 md:grid-cols-[auto_1fr]">
        <RescheduleDayField
          value={choice.dateKey}
          onChange={(dateKey) => setChoice({ dateKey, time: "" })}
          now={now}
          closedDays={closedDays}
          openOn={manilaDateKey(new Date(booking.scheduled_at))}
        />
        <TimeSlotGrid
          id={TIME_FIELD_ID}
          legend={copy.timeLabel}
          required
          name="time"
          options={options}
          value={choice.time}
          onChange={(time) => {
            setChoice((previous) => ({ ...previous, time }));
            setMissingTime(false);
          }}
          status={status}
          messages={{
            idle: copy.chooseDayFirst,
            loading: copy.loadingTimes,
            empty: copy.noTimes,
            error: copy.timesFailed,
          }}
          retry={{ label: copy.retryTimes, onRetry: () => void busy.refetch() }}
          error={missingTime ? copy.chooseTime : undefined}
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {copy.cancel}
        </Button>
        <Button type="submit">{copy.next}</Button>
      </DialogFooter>
    </form>
  );
}
