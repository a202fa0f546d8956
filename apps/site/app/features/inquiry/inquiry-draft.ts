import type { FieldConfig } from "@innovatehub/forms/fields";

/** What the form holds while the visitor types: texts and choices, the feature list, the subscribe box. */
type InquiryDraftValue = string | boolean | string[];
export type InquiryDraftValues = Record<string, InquiryDraftValue>;

/** The focused control: its field, its option (checkbox groups) and the caret (text fields). */
export type DraftFocus = {
  name: string;
  value: string | null;
  selectionStart: number | null;
  selectionEnd: number | null;
};

/** The preview form's state at the moment the real form replaces it. */
export type InquiryDraft = {
  values: InquiryDraftValues;
  /** The field that had focus, with the caret, so typing continues where it was. */
  focus: DraftFocus | null;
  /** The visitor pressed submit before the form had loaded. */
  submitRequested: boolean;
};

function isDraftValue(value: unknown): value is InquiryDraftValue {
  return (
    typeof value === "string" ||
    typeof value === "boolean" ||
    (Array.isArray(value) && value.every((item) => typeof item === "string"))
  );
}

/** A kind's default values as the form holds them. */
export function toDraftValues(values: object): InquiryDraftValues {
  const draft: InquiryDraftValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (isDraftValue(value)) {
      draft[name] = value;
    }
  }
  return draft;
}

export const EMPTY_DRAFT: InquiryDraft = { values: {}, focus: null, submitRequested: false };

function isTextControl(element: Element | null): element is HTMLInputElement | HTMLTextAreaElement {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
}

function selectionOf(element: Element): {
  selectionStart: number | null;
  selectionEnd: number | null;
} {
  if (element instanceof HTMLTextAreaElement) {
    return { selectionStart: element.selectionStart, selectionEnd: element.selectionEnd };
  }
  if (element instanceof HTMLInputElement && element.type !== "checkbox") {
    return { selectionStart: element.selectionStart, selectionEnd: element.selectionEnd };
  }
  return { selectionStart: null, selectionEnd: null };
}

/**
 * Reads what the visitor typed into the preview, per field of the config, so nothing typed before the
 * real form loaded is lost. Selects are not interactive in the preview and keep their empty value.
 */
export function readInquiryDraft(
  form: HTMLFormElement | null,
  fields: readonly FieldConfig[],
  submitRequested: boolean,
): InquiryDraft {
  if (form === null) {
    return { ...EMPTY_DRAFT, submitRequested };
  }
  const data = new FormData(form);
  const values: InquiryDraftValues = {};
  for (const field of fields) {
    switch (field.type) {
      case "text":
      case "email":
      case "tel":
      case "textarea": {
        const value = data.get(field.name);
        if (typeof value === "string" && value !== "") {
          values[field.name] = value;
        }
        break;
      }
      case "checkbox-group": {
        const checked = data.getAll(field.name).filter((value) => typeof value === "string");
        if (checked.length > 0) {
          values[field.name] = checked;
        }
        break;
      }
      case "checkbox":
        if (data.has(field.name)) {
          values[field.name] = true;
        }
        break;
      case "select":
        break;
      default:
        field satisfies never;
    }
  }
  const active = form.ownerDocument.activeElement;
  const focusedName =
    active !== null && form.contains(active) ? active.getAttribute("data-field-name") : null;
  const focus: DraftFocus | null =
    focusedName === null || active === null
      ? null
      : { name: focusedName, value: active.getAttribute("value"), ...selectionOf(active) };
  return { values, focus, submitRequested };
}

function controlFor(form: HTMLFormElement, focus: DraftFocus): HTMLElement | null {
  const field = `[data-field-name="${CSS.escape(focus.name)}"]`;
  const option =
    focus.value === null
      ? null
      : form.querySelector<HTMLElement>(`${field}[value="${CSS.escape(focus.value)}"]`);
  return option ?? form.querySelector<HTMLElement>(field);
}

/**
 * Puts focus and caret back where they were in the preview, synchronously: the next key the visitor
 * presses must already land in the real form (the form library's own setFocus waits for a timer).
 */
export function restoreDraftFocus(form: HTMLFormElement, focus: DraftFocus | null): void {
  if (focus === null) {
    return;
  }
  const control = controlFor(form, focus);
  control?.focus();
  if (isTextControl(control) && focus.selectionStart !== null && focus.selectionEnd !== null) {
    control.setSelectionRange(focus.selectionStart, focus.selectionEnd);
  }
}
