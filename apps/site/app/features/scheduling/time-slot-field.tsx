import { bookingDialog } from "@innovatehub/content/site";
import {
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
} from "@innovatehub/ui/field";
import { Select, SelectOptions, SelectTrigger, SelectValue } from "@innovatehub/ui/select";
import type { SlotOption } from "./slot-options";

export type SlotsStatus = "no-date" | "loading" | "ready" | "error";

type TimeSlotFieldProps = {
  value: string;
  onChange: (time: string) => void;
  options: readonly SlotOption[];
  status: SlotsStatus;
  /** Shown under the select when the visitor's clock is not on Manila time. */
  visitorZoneNote?: string;
  error?: string;
};

function placeholderFor(status: SlotsStatus, optionCount: number): string {
  if (status === "no-date") {
    return bookingDialog.selectDateFirst;
  }
  if (status === "loading") {
    return bookingDialog.loadingSlots;
  }
  if (optionCount === 0) {
    return bookingDialog.noSlots;
  }
  return bookingDialog.fields.time.placeholder;
}

/** Available Time Slots: disabled until a date is chosen, while loading, and when the day has none. */
export function TimeSlotField({
  value,
  onChange,
  options,
  status,
  visitorZoneNote,
  error,
}: TimeSlotFieldProps) {
  const disabled = status === "no-date" || status === "loading" || options.length === 0;
  return (
    <Field invalid={error !== undefined}>
      <FieldLabel required>{bookingDialog.fields.time.label}</FieldLabel>
      <Select value={value} onValueChange={onChange} disabled={disabled}>
        <FieldControl>
          <SelectTrigger aria-busy={status === "loading" || undefined} aria-required="true">
            <SelectValue placeholder={placeholderFor(status, options.length)} />
          </SelectTrigger>
        </FieldControl>
        <SelectOptions options={options} />
      </Select>
      <FieldDescription>
        {bookingDialog.timeZoneNote}
        {visitorZoneNote ? ` ${visitorZoneNote}` : ""}
        {status === "error" ? ` ${bookingDialog.availabilityFailed}` : ""}
      </FieldDescription>
      <FieldError>{error}</FieldError>
    </Field>
  );
}
