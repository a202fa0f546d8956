import { useCallback, useState, type FormEvent, type RefObject } from "react";
import {
  DEFAULT_MEETING_DURATION,
  DEFAULT_MEETING_TYPE,
  EMAIL_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
} from "@innovatehub/domain";
import { bookingDialog, TEXTAREA_ROWS } from "@innovatehub/content/site";
import { durationOptions, meetingTypeOptions } from "@innovatehub/content/shared";
import {
  bookingDefaults,
  describeSlotTime,
  hasRequiredBookingValues,
  toAppointmentInsert,
  visitorTimeZone,
  type BookingPrefill,
  type BookingValues,
} from "@innovatehub/forms/booking";
import { Button } from "@innovatehub/ui/button";
import { Field, FieldControl, FieldLabel } from "@innovatehub/ui/field";
import { toast } from "@innovatehub/ui/sonner";
import { Textarea } from "@innovatehub/ui/textarea";
import { Controller, useController, useWatch, type FieldErrors } from "react-hook-form";
import { BotCheckFields } from "../bot-checks/bot-check-fields";
import { useBotChecks } from "../bot-checks/use-bot-checks";
import type { BookingBackend } from "../../lib/backend/site-backend";
import { SlotPicker } from "../scheduling/slot-picker";
import { useSlots } from "../scheduling/use-slots";
import { thrownErrorMessage } from "./booking-errors";
import { ChoiceField } from "./choice-field";
import type { BookingFormApi } from "./form-types";
import { submitBooking } from "./submit-booking";
import { TextField } from "./text-field";

const { fields, messages } = bookingDialog;

type BookingFormProps = {
  form: BookingFormApi;
  prefill: BookingPrefill;
  client: BookingBackend;
  /** The id of an attempt that may have reached the database; reused so a retry is idempotent. */
  pendingId: RefObject<string | null>;
  onBooked: () => void;
  onCancel: () => void;
};

function hasMissingRequired(errors: FieldErrors): boolean {
  return Object.values(errors).some((error) => error?.message === messages.missingRequired);
}

/** The Custom Form: contact details, meeting options, a Manila day and one of its free slots. */
export function BookingForm({
  form,
  prefill,
  client,
  pendingId,
  onBooked,
  onCancel,
}: BookingFormProps) {
  const [now] = useState(() => new Date());
  const [timeZone] = useState(visitorTimeZone);
  const botChecks = useBotChecks();
  const [name, email, date, time, duration] = useWatch({
    control: form.control,
    name: ["name", "email", "date", "time", "duration"],
  });
  const clearTime = useCallback(() => form.setValue("time", ""), [form]);
  /** Why the chosen day was refused (closed meanwhile), shown under the date picker until another day is chosen. */
  const [closedDayError, setClosedDayError] = useState<string | undefined>(undefined);
  const slots = useSlots({
    client,
    dateKey: date ?? "",
    duration: duration ?? DEFAULT_MEETING_DURATION,
    time: time ?? "",
    now,
    timeZone,
    onTimeInvalid: clearTime,
  });
  const dateChoice = useController({ control: form.control, name: "date" });
  const timeChoice = useController({ control: form.control, name: "time" });
  const { isSubmitting } = form.formState;
  const complete = hasRequiredBookingValues({ name, email, date, time }) && botChecks.passed;
  const zoneDiffers = describeSlotTime(now, timeZone).localDiffers;

  async function book(values: BookingValues) {
    const id = pendingId.current ?? crypto.randomUUID();
    pendingId.current = id;
    try {
      const { honeypot, captcha } = botChecks.read();
      const row = toAppointmentInsert(values, id, timeZone);
      const result = await submitBooking(
        client,
        honeypot === "" ? row : { ...row, honeypot },
        captcha,
      );
      botChecks.renew();
      if (result.ok) {
        pendingId.current = null;
        toast.success(messages.success);
        form.reset(bookingDefaults(prefill));
        onBooked();
        return;
      }
      if (!result.failure.reuseId) {
        pendingId.current = null;
      }
      toast.error(result.failure.message);
      if (result.failure.kind === "day-closed") {
        // The day closed while the form was open: say why under the picker and ask for another day.
        form.setValue("time", "");
        form.setValue("date", "");
        setClosedDayError(result.failure.message);
      }
      if (result.failure.refreshSlots) {
        slots.refresh();
      }
    } catch (error) {
      console.error("Booking submission threw", {
        error: error instanceof Error ? error.name : typeof error,
      });
      toast.error(thrownErrorMessage(error));
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!hasRequiredBookingValues(form.getValues())) {
      event.preventDefault();
      toast.error(messages.missingRequired);
      return;
    }
    void form.handleSubmit(book, (invalid) => {
      if (hasMissingRequired(invalid)) {
        toast.error(messages.missingRequired);
      }
    })(event);
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-busy={isSubmitting || undefined}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          name="name"
          maxLength={NAME_MAX_LENGTH}
          label={fields.name.label}
          placeholder={fields.name.placeholder}
          required
          autoComplete="name"
        />
        <TextField
          form={form}
          name="email"
          maxLength={EMAIL_MAX_LENGTH}
          label={fields.email.label}
          placeholder={fields.email.placeholder}
          required
          type="email"
          autoComplete="email"
        />
        <TextField
          form={form}
          name="company"
          maxLength={SHORT_TEXT_MAX_LENGTH}
          label={fields.company.label}
          placeholder={fields.company.placeholder}
          autoComplete="organization"
        />
        <TextField
          form={form}
          name="phone"
          maxLength={PHONE_MAX_LENGTH}
          label={fields.phone.label}
          placeholder={fields.phone.placeholder}
          type="tel"
          autoComplete="tel"
        />
      </div>
      <TextField
        form={form}
        name="topic"
        maxLength={SHORT_TEXT_MAX_LENGTH}
        label={fields.topic.label}
        placeholder={fields.topic.placeholder}
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <ChoiceField
          form={form}
          name="meetingType"
          label={fields.meetingType.label}
          placeholder={fields.meetingType.placeholder}
          options={meetingTypeOptions}
          defaultValue={DEFAULT_MEETING_TYPE}
        />
        <ChoiceField
          form={form}
          name="duration"
          label={fields.duration.label}
          placeholder={fields.duration.placeholder}
          options={durationOptions}
          defaultValue={DEFAULT_MEETING_DURATION}
        />
      </div>
      <SlotPicker
        slots={slots}
        date={dateChoice.field.value ?? ""}
        time={timeChoice.field.value ?? ""}
        onDateChange={(dateKey) => {
          setClosedDayError(undefined);
          dateChoice.field.onChange(dateKey);
        }}
        onTimeChange={timeChoice.field.onChange}
        now={now}
        dateInvalid={dateChoice.fieldState.invalid || closedDayError !== undefined}
        dateError={closedDayError}
        timeError={timeChoice.fieldState.error?.message}
        visitorZoneNote={zoneDiffers ? bookingDialog.localTimeNote(timeZone) : undefined}
      />
      <Controller
        control={form.control}
        name="notes"
        render={({ field }) => (
          <Field>
            <FieldLabel>{fields.notes.label}</FieldLabel>
            <FieldControl>
              <Textarea
                name={field.name}
                ref={field.ref}
                value={field.value ?? ""}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder={fields.notes.placeholder}
                maxLength={LONG_TEXT_MAX_LENGTH}
                rows={TEXTAREA_ROWS}
              />
            </FieldControl>
          </Field>
        )}
      />
      <BotCheckFields checks={botChecks} />
      <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {bookingDialog.cancel}
        </Button>
        <Button type="submit" disabled={!complete} busy={isSubmitting}>
          {isSubmitting ? bookingDialog.submitting : bookingDialog.submit}
        </Button>
      </div>
    </form>
  );
}
