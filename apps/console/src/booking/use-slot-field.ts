import { useState } from "react";
import type { DateKey } from "@innovatehub/domain";

/** A Manila day and one of its free times; `scheduledAt` is the chosen start, null until a time is chosen. */
export type SlotChoice = { dateKey: DateKey | null; time: string; scheduledAt: string | null };

const NO_SLOT_CHOSEN: SlotChoice = { dateKey: null, time: "", scheduledAt: null };

/**
 * The state of a slot form's time: the choice on the picker, and whether a submit found no time chosen (the
 * picker then says "Choose a time." until one is).
 */
export function useSlotField() {
  const [choice, setChoice] = useState<SlotChoice>(NO_SLOT_CHOSEN);
  const [missing, setMissing] = useState(false);
  return {
    choice,
    missing,
    /** A day or a time picked. */
    change: (next: SlotChoice) => {
      setChoice(next);
      setMissing(false);
    },
    /** The chosen time no longer holds (refused, or the meeting changed): the day stays, its times are asked again. */
    clearTime: () => setChoice((previous) => ({ ...previous, time: "", scheduledAt: null })),
    /** The chosen start; with none, null, and the picker says a time is missing. */
    require: (): string | null => {
      if (choice.scheduledAt === null) {
        setMissing(true);
      }
      return choice.scheduledAt;
    },
  };
}

export type SlotField = ReturnType<typeof useSlotField>;
