import { lazy } from "react";
import { consoleRescheduleCopy as copy } from "@innovatehub/content/console";
import type { BookingRow } from "../data/bookings/booking-query";
import { SlotDialog } from "./slot-dialog";

const RescheduleForm = lazy(async () => ({
  default: (await import("./reschedule-form")).RescheduleForm,
}));

/** The "Reschedule" action of a booking and its dialog. */
export function RescheduleDialog({ booking }: { booking: BookingRow }) {
  return (
    <SlotDialog openLabel={copy.open} title={copy.title}>
      {(close) => <RescheduleForm booking={booking} onDone={close} />}
    </SlotDialog>
  );
}
