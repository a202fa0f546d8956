import type { FieldConfig } from "@innovatehub/forms/fields";

/** What the form holds before its schema reads it: texts and choices, the feature list, the subscribe box. */
export type InquiryFormValues = Record<string, string | boolean | string[]>;

/**
 * Reads the form's controls, per field of the config: an untouched text or select is "", an unticked group
 * is [], and a single box is whether it is ticked. The DOM is the one place the values live.
 */
export function readInquiryValues(form: HTMLFormElement, fields: readonly FieldConfig[]): InquiryFormValues {
  const data = new FormData(form);
  const values: InquiryFormValues = {};
  for (const field of fields) {
    switch (field.type) {
      case "text":
      case "email":
      case "tel":
      case "textarea":
      case "select": {
        const value = data.get(field.name);
        values[field.name] = typeof value === "string" ? value : "";
        break;
      }
      case "checkbox-group":
        values[field.name] = data.getAll(field.name).filter((value) => typeof value === "string");
        break;
      case "checkbox":
        values[field.name] = data.has(field.name);
        break;
      default:
        field satisfies never;
    }
  }
  return values;
}
