import { useCallback, useId, useState, type FormEvent } from "react";
import { consoleClosuresCopy as copy } from "@innovatehub/content/console";
import {
  CLOSURE_REASON_MAX_LENGTH,
  CLOSURE_REASON_MIN_LENGTH,
  closureKinds,
  type ClosureKind,
  type DateKey,
} from "@innovatehub/domain";
import { Button } from "@innovatehub/ui/button";
import { DatePicker } from "@innovatehub/ui/date-picker";
import {
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
} from "@innovatehub/ui/field";
import { Input } from "@innovatehub/ui/input";
import { NativeCheckbox } from "@innovatehub/ui/native-checkbox";
import { NativeSelect, NativeSelectOption } from "@innovatehub/ui/native-select";
import { toast } from "@innovatehub/ui/sonner";
import { useAddClosureMutation } from "../data/closures/closure-add-mutation";
import { isRefusal } from "../data/errors";
import { formatManilaDate } from "../lib/format";
import { DetailSection } from "../layout/detail-section";

const DEFAULT_KIND: ClosureKind = "company_closure";

function addFailedMessage(error: unknown): string {
  if (isRefusal(error, "closure_exists")) {
    return copy.add.exists;
  }
  if (isRefusal(error, "closure_in_past")) {
    return copy.add.inPast;
  }
  return copy.add.failed;
}

function reasonProblem(reason: string): string | null {
  const length = reason.trim().length;
  return length < CLOSURE_REASON_MIN_LENGTH || length > CLOSURE_REASON_MAX_LENGTH
    ? copy.add.reasonLength(CLOSURE_REASON_MIN_LENGTH, CLOSURE_REASON_MAX_LENGTH)
    : null;
}

/** Admins close a day; the database checks the role, the day and the reason again. */
export function AddClosureForm({ today }: { today: DateKey }) {
  const [day, setDay] = useState("");
  const [reason, setReason] = useState("");
  const [kind, setKind] = useState<ClosureKind>(DEFAULT_KIND);
  const [estimated, setEstimated] = useState(false);
  const [checked, setChecked] = useState(false);
  const estimatedId = useId();
  const isPast = useCallback((dayKey: string) => dayKey < today, [today]);
  const add = useAddClosureMutation({
    onSuccess: (_result, closure) => {
      toast.success(copy.add.done(formatManilaDate(closure.day)));
      setDay("");
      setReason("");
      setKind(DEFAULT_KIND);
      setEstimated(false);
      setChecked(false);
    },
    onError: (error) => toast.error(addFailedMessage(error)),
  });
  const dayProblem = day === "" ? copy.add.missingDay : null;
  const reasonError = reasonProblem(reason);

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (dayProblem !== null || reasonError !== null) {
      return;
    }
    add.mutate({ day, reason: reason.trim(), kind, estimated });
  }

  return (
    <DetailSection id="close-a-day" title={copy.add.heading}>
      <form onSubmit={submit} noValidate className="grid items-start gap-4 sm:grid-cols-[auto_1fr]">
        <DatePicker
          label={copy.add.dayLabel}
          required
          value={day === "" ? null : day}
          onChange={setDay}
          today={today}
          isDayDisabled={isPast}
          chosenText={day === "" ? copy.add.noDayChosen : formatManilaDate(day)}
          error={checked && dayProblem !== null ? dayProblem : undefined}
          className="sm:row-span-3"
        />
        <Field>
          <FieldLabel>{copy.add.kindLabel}</FieldLabel>
          <FieldControl>
            <NativeSelect
              value={kind}
              onChange={(event) =>
                setKind(closureKinds.find((value) => value === event.target.value) ?? DEFAULT_KIND)
              }
            >
              {closureKinds.map((value) => (
                <NativeSelectOption key={value} value={value}>
                  {copy.kinds[value]}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </FieldControl>
        </Field>
        <Field invalid={checked && reasonError !== null}>
          <FieldLabel required>{copy.add.reasonLabel}</FieldLabel>
          <FieldControl>
            <Input
              value={reason}
              aria-required="true"
              maxLength={CLOSURE_REASON_MAX_LENGTH}
              onChange={(event) => setReason(event.target.value)}
            />
          </FieldControl>
          <FieldDescription>{copy.add.reasonHint}</FieldDescription>
          {checked && reasonError !== null ? <FieldError>{reasonError}</FieldError> : null}
        </Field>
        <div className="flex items-center gap-3 sm:col-span-2">
          <NativeCheckbox
            id={estimatedId}
            checked={estimated}
            onChange={(event) => setEstimated(event.target.checked)}
          />
          <label htmlFor={estimatedId} className="text-small">
            {copy.add.estimatedLabel}
          </label>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" busy={add.isPending}>
            {copy.add.submit}
          </Button>
        </div>
      </form>
    </DetailSection>
  );
}
