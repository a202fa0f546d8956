import { lazy, Suspense, useState } from "react";
import { consoleAgentMeetingsCopy, consoleRescheduleCopy } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "@innovatehub/ui/dialog";
import { Skeleton } from "@innovatehub/ui/skeleton";
import type { ApplicationRow } from "../data/agents/application-query";

const copy = consoleAgentMeetingsCopy.book;

// The calendar, the slot maths and the place names load when the dialog first opens, not with the application.
const BookMeetingForm = lazy(async () => ({
  default: (await import("./book-meeting-form")).BookMeetingForm,
}));

function FormLoading() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <DialogTitle>{copy.title}</DialogTitle>
      <span className="sr-only" role="status">
        {consoleRescheduleCopy.loadingTimes}
      </span>
      <Skeleton className="h-72 w-full" />
    </div>
  );
}

/** "Book a meeting" on an application and its dialog. */
export function BookMeetingDialog({ application }: { application: ApplicationRow }) {
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
            <BookMeetingForm application={application} onDone={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
