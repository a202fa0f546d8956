import { lazy } from "react";
import { consoleAgentMeetingsCopy } from "@innovatehub/content/console";
import { SlotDialog } from "../booking/slot-dialog";
import type { ApplicationRow } from "../data/agents/application-query";

const copy = consoleAgentMeetingsCopy.book;

// The place names load with the form too, not with the application.
const BookMeetingForm = lazy(async () => ({
  default: (await import("./book-meeting-form")).BookMeetingForm,
}));

/** "Book a meeting" on an application and its dialog. */
export function BookMeetingDialog({ application }: { application: ApplicationRow }) {
  return (
    <SlotDialog openLabel={copy.open} title={copy.title}>
      {(close) => <BookMeetingForm application={application} onDone={close} />}
    </SlotDialog>
  );
}
