import { useRef, useState } from "react";
import { bookingDialog } from "@innovatehub/content/site";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@innovatehub/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@innovatehub/ui/tabs";
import { focusTriggerOnClose, type OnDemandDialogProps } from "../../lib/on-demand-dialog-props";
import { getSiteBackend } from "../../lib/backend/supabase-client";
import type { BookingBackend } from "../../lib/backend/site-backend";
import {
  bookingDefaults,
  type BookingInput,
  type BookingPrefill,
} from "@innovatehub/forms/booking";
import { memoryDraft } from "../form-engine/form-draft";
import { BookingForm } from "./booking-form";
import { BookingUnavailable } from "./booking-unavailable";
import { CalendarFrame } from "./calendar-frame";

type BookingTab = "calendar" | "form";

export type BookingDialogProps = OnDemandDialogProps & {
  defaults?: BookingPrefill;
  /** Values already typed when the dialog first opens (stories show a chosen slot); a reset returns to `defaults`. */
  draft?: Partial<BookingInput>;
  /** The tab shown on open; the Custom Form unless a caller asks for the calendar. */
  initialTab?: BookingTab;
  /** Where bookings go; the site's Supabase client unless given (stories pass a stand-in). */
  backend?: BookingBackend | null;
};

/**
 * Schedule a Meeting: the Google Calendar frame, or the custom form that books into the backend.
 * The form's draft lives here, so closing without booking keeps what the visitor typed.
 */
export function BookingDialog({
  open,
  onOpenChange,
  defaults = {},
  draft,
  returnFocusTo,
  initialTab = "form",
  backend,
}: BookingDialogProps) {
  const [tab, setTab] = useState<BookingTab>(initialTab);
  const [formDraft] = useState(() => memoryDraft(draft));
  const pendingId = useRef<string | null>(null);
  const client = backend === undefined ? getSiteBackend() : backend;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="wide"
        onCloseAutoFocus={focusTriggerOnClose(returnFocusTo)}
      >
        <DialogHeader>
          <DialogTitle>{bookingDialog.title}</DialogTitle>
          <DialogDescription>{bookingDialog.description}</DialogDescription>
        </DialogHeader>
        <Tabs
          value={tab}
          onValueChange={(value) => {
            if (value === "calendar" || value === "form") {
              setTab(value);
            }
          }}
        >
          <TabsList layout="fill">
            <TabsTrigger value="calendar">{bookingDialog.tabs.calendar}</TabsTrigger>
            <TabsTrigger value="form">{bookingDialog.tabs.form}</TabsTrigger>
          </TabsList>
          <TabsContent value="calendar">
            <CalendarFrame />
          </TabsContent>
          <TabsContent value="form">
            {client ? (
              <BookingForm
                defaults={bookingDefaults(defaults)}
                draft={formDraft}
                client={client}
                pendingId={pendingId}
                onBooked={() => onOpenChange(false)}
                onCancel={() => onOpenChange(false)}
              />
            ) : (
              <BookingUnavailable onUseCalendar={() => setTab("calendar")} />
            )}
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
