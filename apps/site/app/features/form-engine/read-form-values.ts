import type { FormValues } from "@innovatehub/forms/engine";
import type { FormFieldConfig } from "@innovatehub/forms/fields";

/**
 * Reads a form's values per declared field: a native control from the DOM (an untouched text or select is "", an
 * unticked group [], a single box whether it is ticked), a held field from the engine's own values.
 */
export function readFormValues(
  form: HTMLFormElement,
  fields: readonly FormFieldConfig[],
  held: FormValues,
): FormValues {
  const data = new FormData(form);
  const values: FormValues = {};
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
      case "choice":
      case "custom":
        values[field.name] = held[field.name] ?? "";
        break;
      default:
        field satisfies never;
    }
  }
  return values;
}
