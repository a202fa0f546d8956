import { useState, type FormEvent } from "react";
import {
  type MeetingDuration,
  manilaDateKey,
  toScheduledAt,
  visitorTimeZone,
  type DateKey,
} from "@innovatehub/domain";
import { manageBookingPage } from "@innovatehub/content/site";
import { Button } from "@innovatehub/ui/button";
import { SlotPicker } from "../scheduling/slot-picker";
import { useSlots } from "../scheduling/use-slots";
import type { ManageBackend } from "./manage-backend";

const { actions, errors } = manageBookingPage;

type RescheduleFormProps = {
  client: ManageBackend;
  duration: MeetingDuration;
  /** The booking's current start: the calendar opens on its month. */
  scheduledAt: string;
  busy: boolean;
  onMove: (scheduledAt: string) => void;
  onBack: () => void;
};

/** The shared slot picker (same days, times and availability as the booking dialog) for a new time. */
export function RescheduleForm({
  client,
  duration,
  scheduledAt,
  busy,
  onMove,
  onBack,
}: RescheduleFormProps) {
  const [now] = useState(() => new Date());
  const [timeZone] = useState(visitorTimeZone);
  const [dateKey, setDateKey] = useState<DateKey>("");
  const [time, setTime] = useState("");
  const [missing, setMissing] = useState(false);
  const slots = useSlots({
    client,
    dateKey,
    duration,
    time,
    now,
    timeZone,
    onTimeInvalid: () => setTime(""),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (dateKey === "" || time === "") {
      setMissing(true);
      return;
    }
    onMove(toScheduledAt(dateKey, time));
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <SlotPicker
        slots={slots}
        date={dateKey}
        time={time}
        onDateChange={setDateKey}
        onTimeChange={setTime}
        now={now}
        openOn={manilaDateKey(new Date(scheduledAt))}
        dateInvalid={missing && dateKey === ""}
        timeError={missing && time === "" ? errors.chooseTime : undefined}
        layout="stacked"
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy}>
          {actions.move}
        </Button>
        <Button type="button" variant="outline" onClick={onBack} disabled={busy}>
          {actions.back}
        </Button>
      </div>
    </form>
  );
}
