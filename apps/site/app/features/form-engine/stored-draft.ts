import type { FormValue, FormValues } from "@innovatehub/forms/engine";
import type { FormDraft } from "./form-draft";

/**
 * A draft kept on the device under `key` (a reload or a dropped connection loses nothing), without the fields named
 * in `skip` (a picked file's name: its bytes cannot be kept). Storage that is full or switched off keeps nothing.
 */
export function storedDraft(key: string, skip: readonly string[] = []): FormDraft {
  return {
    read: () => {
      try {
        const saved: unknown = JSON.parse(window.localStorage.getItem(key) ?? "null");
        return isFormValues(saved) ? saved : null;
      } catch {
        return null;
      }
    },
    write: (values) => {
      const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !skip.includes(name)));
      try {
        window.localStorage.setItem(key, JSON.stringify(kept));
      } catch {
        // Full or disabled storage: the form still works, only without a draft.
      }
    },
    clear: () => {
      try {
        window.localStorage.removeItem(key);
      } catch {
        // Nothing was kept.
      }
    },
  };
}

function isFormValue(value: unknown): value is FormValue {
  return (
    typeof value === "string" ||
    typeof value === "boolean" ||
    (Array.isArray(value) && value.every((item) => typeof item === "string"))
  );
}

function isFormValues(value: unknown): value is Partial<FormValues> {
  return (
    typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every(isFormValue)
  );
}
