import type { FormValues } from "@innovatehub/forms/engine";

/**
 * Where a form keeps what the visitor has entered while they fill it in: read once when the form mounts, written
 * on every change, cleared after a successful submit. The booking dialog keeps it in memory (closing the dialog
 * loses nothing); a long form can keep it on the device.
 */
export type FormDraft = {
  read: () => Partial<FormValues> | null;
  write: (values: FormValues) => void;
  clear: () => void;
};

/** A draft held in memory for as long as its owner lives, starting from `initial`. */
export function memoryDraft(initial: Partial<FormValues> | null = null): FormDraft {
  let saved = initial;
  return {
    read: () => saved,
    write: (values) => {
      saved = values;
    },
    clear: () => {
      saved = null;
    },
  };
}
