import { useCallback, useState, type RefObject } from "react";
import {
  DEFAULT_MEETING_DURATION,
  describeSlotTime,
  meetingDurations,
  visitorTimeZone,
  type MeetingDuration,
} from "@innovatehub/domain";
import { bookingDialog } from "@innovatehub/content/site";
import { validateValues, type FormValues } from "@innovatehub/forms/engine";
import {
  bookingFields,
  bookingSchema,
  hasRequiredBookingValues,
  toAppointmentInsert,
  type BookingValues,
} from "@innovatehub/forms/booking";
import { Button } from "@innovatehub/ui/button";
import { toast } from "@innovatehub/ui/sonner";
import { BotCheckFields } from "../bot-checks/bot-check-fields";
import { useBotChecks } from "../bot-checks/use-bot-checks";
import { renderChoiceField } from "../form-engine/choice-field";
import type { FormDraft } from "../form-engine/form-draft";
import { FormFields } from "../form-engine/form-fields";
import { FormNotice } from "../form-engine/form-notice";
import { useFormEngine } from "../form-engine/use-form-engine";
import type { BookingBackend } from "../../lib/backend/site-backend";
import { SlotPicker } from "../scheduling/slot-picker";
import { useSlots } from "../scheduling/use-slots";
import { thrownErrorMessage, type BookingFailure } from "./booking-errors";
import { submitBooking, type BookingSubmitResult } from "./submit-booking";

const { messages } = bookingDialog;

type BookingFormProps = {
  /** The form's starting values (the trigger's prefills). */
  defaults: Partial<FormValues>;
  /** What the visitor has typed so far; it outlives the form while the dialog is closed. */
  draft: FormDraft;
  client: BookingBackend;
  /** The id of an attempt that may have reached the database; reused so a retry is idempotent. */
  pendingId: RefObject<string | null>;
  onBooked: () => void;
  onCancel: () => void;
};

function textValue(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === "string" ? value : "";
}

function durationOf(values: FormValues): MeetingDuration {
  const value = textValue(values, "duration");
  return meetingDurations.find((duration) => duration === value) ?? DEFAULT_MEETING_DURATION;
}

function requiredValuesOf(values: FormValues) {
  return {
    name: textValue(values, "name"),
    email: textValue(values, "email"),
    date: textValue(values, "date"),
    time: textValue(values, "time"),
  };
}

const bookingToasts = {
  success: { title: messages.success },
  failure: (failure: BookingFailure) => ({ title: failure.message }),
  thrown: (error: unknown) => ({ title: thrownErrorMessage(error) }),
};

/** The Custom Form on the form engine: contact details, meeting options, a Manila day and one of its free slots. */
export function BookingForm({
  defaults,
  draft,
  client,
  pendingId,
  onBooked,
  onCancel,
}: BookingFormProps) {
  const [now] = useState(() => new Date());
  const [timeZone] = useState(visitorTimeZone);
  const botChecks = useBotChecks();
  /** Why the chosen day was refused (closed meanwhile), shown under the date picker until another day is chosen. */
  const [closedDayError, setClosedDayError] = useState<string | undefined>(undefined);

  async function book(values: BookingValues): Promise<BookingSubmitResult> {
    const id = pendingId.current ?? crypto.randomUUID();
    pendingId.current = id;
    try {
      const { honeypot, captcha } = botChecks.read();
      const row = toAppointmentInsert(values, id, timeZone);
      const result = await submitBooking(client, honeypot === "" ? row : { ...row, honeypot }, captcha);
      botChecks.renew();
      return result;
    } catch (error) {
      console.error("Booking submission threw", {
        error: error instanceof Error ? error.name : typeof error,
      });
      throw error;
    }
  }

  const engine = useFormEngine({
    fields: bookingFields,
    defaultValues: defaults,
    draft,
    validate: (values) => Promise.resolve(validateValues(bookingSchema, values)),
    submit: book,
    toasts: bookingToasts,
    unreachable: messages.networkError,
    beforeSubmit: (values) => {
      if (hasRequiredBookingValues(requiredValuesOf(values))) {
        return true;
      }
      toast.error(messages.missingRequired);
      return false;
    },
    onInvalid: (errors) => {
      if (Object.values(errors).includes(messages.missingRequired)) {
        toast.error(messages.missingRequired);
      }
    },
    onResult: (result) => {
      if (result.ok || !result.failure.reuseId) {
        pendingId.current = null;
      }
      if (!result.ok && result.failure.kind === "day-closed") {
        // The day closed while the form was open: say why under the picker and ask for another day.
        setValue("time", "");
        setValue("date", "");
        setClosedDayError(result.failure.message);
      }
      if (!result.ok && result.failure.refreshSlots) {
        slots.refresh();
      }
    },
    onSuccess: onBooked,
  });

  const { values, setValue } = engine;
  const clearTime = useCallback(() => {
    setValue("time", "");
  }, [setValue]);
  const slots = useSlots({
    client,
    dateKey: textValue(values, "date"),
    duration: durationOf(values),
    time: textValue(values, "time"),
    now,
    timeZone,
    onTimeInvalid: clearTime,
  });
  const complete = hasRequiredBookingValues(requiredValuesOf(values)) && botChecks.passed;
  const zoneDiffers = describeSlotTime(now, timeZone).localDiffers;

  return (
    <form
      {...engine.formProps}
      aria-busy={engine.submitting || undefined}
      className="flex flex-col gap-5"
    >
      <FormFields
        engine={engine}
        idPrefix="booking"
        renderChoice={renderChoiceField}
        renderCustom={(field, state) =>
          // The slot picker draws the day and the time together, under the day's field.
          field.name === "date" ? (
            <SlotPicker
              slots={slots}
              date={state.value}
              time={textValue(values, "time")}
              onDateChange={(dateKey) => {
                setClosedDayError(undefined);
                state.onChange(dateKey);
              }}
              onTimeChange={(time) => {
                setValue("time", time);
              }}
              now={now}
              dateInvalid={state.error !== undefined || closedDayError !== undefined}
              dateError={closedDayError}
              timeError={engine.errors.time}
              visitorZoneNote={zoneDiffers ? bookingDialog.localTimeNote(timeZone) : undefined}
            />
          ) : null
        }
      />
      <BotCheckFields checks={botChecks} />
      <FormNotice engine={engine} />
      <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {bookingDialog.cancel}
        </Button>
        <Button type="submit" disabled={!complete} busy={engine.submitting}>
          {engine.submitting ? bookingDialog.submitting : bookingDialog.submit}
        </Button>
      </div>
    </form>
  );
}
