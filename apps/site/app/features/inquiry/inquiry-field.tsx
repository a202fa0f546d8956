import type { FieldConfig } from "@innovatehub/forms/fields";
import { FieldControl } from "@innovatehub/ui/field";
import { NativeCheckbox } from "@innovatehub/ui/native-checkbox";
import { NativeSelect, NativeSelectOption } from "@innovatehub/ui/native-select";
import { CheckboxFieldFrame, CheckboxGroupFrame, StackedFieldFrame, StackedTextField } from "./field-layout";

type InquiryFieldProps = {
  field: FieldConfig;
  /** Prefix of the control ids, unique per form on the page. */
  idPrefix: string;
  /** The field's error message, when its last check failed. */
  error?: string | undefined;
};

/**
 * One field of an inquiry form, rendered from its config as native controls that keep their own values: they
 * work in the prerendered page before any script runs, and hydration leaves what was entered in place.
 */
export function InquiryField({ field, idPrefix, error }: InquiryFieldProps) {
  const controlId = `${idPrefix}-${field.name}`;
  switch (field.type) {
    case "text":
    case "email":
    case "tel":
    case "textarea":
      return <StackedTextField field={field} controlId={controlId} error={error} />;
    case "select":
      return (
        <StackedFieldFrame field={field} controlId={controlId} error={error}>
          <FieldControl aria-required={field.required || undefined}>
            <NativeSelect name={field.name}>
              <NativeSelectOption value="">{field.placeholder}</NativeSelectOption>
              {field.options.map((option) => (
                <NativeSelectOption key={option.value} value={option.value}>
                  {option.label}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </FieldControl>
        </StackedFieldFrame>
      );
    case "checkbox-group":
      return (
        <CheckboxGroupFrame
          field={field}
          controlId={controlId}
          error={error}
          renderOption={(option) => <NativeCheckbox name={field.name} value={option.value} />}
        />
      );
    case "checkbox":
      return (
        <CheckboxFieldFrame field={field} controlId={controlId} error={error}>
          <NativeCheckbox name={field.name} />
        </CheckboxFieldFrame>
      );
    default:
      return field satisfies never;
  }
}
