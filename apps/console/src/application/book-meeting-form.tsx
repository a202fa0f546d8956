import { useState, type FormEvent } from "react";
import {
  APPLICANT_MEETING_DEFAULT_DURATION,
  applicantMeetingPurposes,
  canMoveAgentApplication,
  isInPerson,
  manilaDateKey,
  meetingDurations,
  meetingPurposeStage,
  meetingTypesFor,
  type ApplicantMeetingPurpose,
  type HeldMeetingType,
  type MeetingDuration,
} from "@innovatehub/domain";
import {
  agentStageLabels,
  consoleAgentMeetingsCopy,
  consoleBookingCopy,
} from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "@innovatehub/ui/dialog";
import { Field, FieldControl, FieldLabel } from "@innovatehub/ui/field";
import { NativeSelect, NativeSelectOption } from "@innovatehub/ui/native-select";
import { toast } from "@innovatehub/ui/sonner";
import { SlotDialogFooter } from "../booking/slot-dialog";
import { SlotPicker } from "../booking/slot-picker";
import { useSlotField } from "../booking/use-slot-field";
import { closedDayReason, refusalMessage } from "../data/errors";
import { oneOf } from "../inbox/inbox-filters";
import type { ApplicationRow } from "../data/agents/application-query";
import { useBookAgentMeetingMutation } from "../data/agents/agent-meeting-mutation";
import { usePlaceNames } from "../data/agents/place-names";
import { storeArea } from "./store-area";

const copy = consoleAgentMeetingsCopy.book;
const TIME_FIELD_ID = "agent-meeting-time";

/** The refusals staff can act on, by the database's reason; anything else is a plain failure. */
const refusals = {
  slot_taken: copy.slotTaken,
  slot_too_soon: copy.slotTooSoon,
  slot_in_past: copy.slotInPast,
  slot_too_far: copy.slotTooFar,
  application_closed: copy.applicationClosed,
};

function bookingMessage(error: unknown): string {
  const closed = closedDayReason(error);
  return closed === null ? refusalMessage(error, refusals, copy.failed) : copy.dayClosed(closed);
}

type Choice = {
  purpose: ApplicantMeetingPurpose;
  meetingType: HeldMeetingType;
  duration: MeetingDuration;
};

function firstTypeOf(purpose: ApplicantMeetingPurpose): HeldMeetingType {
  const [first] = meetingTypesFor(purpose);
  if (first === undefined) {
    throw new Error(`the domain names no way to hold a ${purpose}`);
  }
  return first;
}

/** Where an in-person meeting is: the store's street line and its area, resolved from the stored codes. */
function usePlace(application: ApplicationRow) {
  const names = usePlaceNames(application);
  const area = names.data === undefined ? null : storeArea(application, names.data);
  return {
    area,
    text: area === null ? null : `${application.street}, ${area}`,
    failed: names.isError || (names.data !== undefined && area === null),
  };
}

/** The meeting: what, how, how long and when; one step, since staff agreed the time with the applicant first. */
export function BookMeetingForm({
  application,
  onDone,
}: {
  application: ApplicationRow;
  onDone: () => void;
}) {
  const [now] = useState(() => new Date());
  const [choice, setChoice] = useState<Choice>({
    purpose: "site_visit",
    meetingType: firstTypeOf("site_visit"),
    duration: APPLICANT_MEETING_DEFAULT_DURATION,
  });
  const slot = useSlotField();
  const place = usePlace(application);
  const inPerson = isInPerson(choice.meetingType);
  const purposeLabel = consoleAgentMeetingsCopy.purposeLabels[choice.purpose];
  const book = useBookAgentMeetingMutation(application.id, {
    onSuccess: () => {
      toast.success(copy.done(purposeLabel));
      onDone();
    },
    onError: (error) => {
      toast.error(bookingMessage(error));
      slot.clearTime();
    },
  });
  const target = meetingPurposeStage[choice.purpose];
  const movesStage = target !== null && canMoveAgentApplication(application.stage, target);

  function change(next: Partial<Choice>) {
    setChoice((previous) => ({ ...previous, ...next }));
    // Another length or kind of meeting has other free times.
    slot.clearTime();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const scheduledAt = slot.require();
    if (scheduledAt === null) {
      return;
    }
    if (inPerson && place.area === null) {
      toast.error(copy.placeFailed);
      return;
    }
    book.mutate({
      ...choice,
      scheduledAt,
      area: inPerson ? place.area : null,
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{copy.title}</DialogTitle>
        <DialogDescription>{copy.intro}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field>
          <FieldLabel required>{copy.purposeLegend}</FieldLabel>
          <FieldControl>
            <NativeSelect
              value={choice.purpose}
              onChange={(event) => {
                const purpose = oneOf(applicantMeetingPurposes, event.target.value);
                if (purpose !== null) {
                  change({ purpose, meetingType: firstTypeOf(purpose) });
                }
              }}
            >
              {applicantMeetingPurposes.map((purpose) => (
                <NativeSelectOption key={purpose} value={purpose}>
                  {consoleAgentMeetingsCopy.purposeLabels[purpose]}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </FieldControl>
        </Field>
        <Field>
          <FieldLabel required>{copy.meetingTypeLegend}</FieldLabel>
          <FieldControl>
            <NativeSelect
              value={choice.meetingType}
              onChange={(event) => {
                const meetingType = oneOf(meetingTypesFor(choice.purpose), event.target.value);
                if (meetingType !== null) {
                  change({ meetingType });
                }
              }}
            >
              {meetingTypesFor(choice.purpose).map((meetingType) => (
                <NativeSelectOption key={meetingType} value={meetingType}>
                  {consoleAgentMeetingsCopy.meetingTypeLabels[meetingType]}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </FieldControl>
        </Field>
        <Field>
          <FieldLabel required>{copy.durationLegend}</FieldLabel>
          <FieldControl>
            <NativeSelect
              value={choice.duration}
              onChange={(event) => {
                const duration = oneOf(meetingDurations, event.target.value);
                if (duration !== null) {
                  change({ duration });
                }
              }}
            >
              {meetingDurations.map((duration) => (
                <NativeSelectOption key={duration} value={duration}>
                  {consoleBookingCopy.durationLabels[duration]}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </FieldControl>
        </Field>
      </div>
      {inPerson ? (
        <p className="text-small" role="status">
          <span className="font-medium">{copy.placeTerm}: </span>
          {place.text ?? (place.failed ? copy.placeFailed : copy.placeLoading)}
        </p>
      ) : null}
      {movesStage ? (
        <p className="text-small text-muted-foreground">
          {copy.stageNote(purposeLabel, agentStageLabels[target])}
        </p>
      ) : null}
      <SlotPicker
        id={TIME_FIELD_ID}
        duration={choice.duration}
        openOn={manilaDateKey(now)}
        now={now}
        field={slot}
      />
      <SlotDialogFooter backLabel={copy.cancel} onBack={onDone}>
        <Button type="submit" busy={book.isPending} disabled={inPerson && place.area === null}>
          {copy.submit}
        </Button>
      </SlotDialogFooter>
    </form>
  );
}
