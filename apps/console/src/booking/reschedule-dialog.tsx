import { lazy, Suspense, useState } from "react";
import { consoleRescheduleCopy as copy } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "@innovatehub/ui/dialog";
import { Skeleton } from "@innovatehub/ui/skeleton";
import type { BookingRow } from "../data/bookings/booking-query";

// The calendar and the slot maths load when the dialog first opens, not with the booking page.
const RescheduleForm = lazy(async () => ({
  default: (await import("./reschedule-form")).RescheduleForm,
}));

function FormLoading() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <DialogTitle>{copy.title}</DialogTitle>
      <span className="sr-only" role="status">
        {copy.loadingTimes}
      </span>
      <Skeleton className="h-72 w-full" />
    </div>
  );
}

/** The "Reschedule" action of a booking and its dialog. */
export function RescheduleDialog({ booking }: { booking: BookingRow }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          {copy.open}
        </Button>
      </DialogTrigger>
      <DialogContent size="wide">
        {/* Mounted only while open, so every opening starts from a fresh choice and fresh free times. */}
        {open ? (
          <Suspense fallback={<FormLoading />}>
            <RescheduleForm booking={booking} onDone={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
