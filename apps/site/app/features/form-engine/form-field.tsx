import type { ReactNode } from "react";
import type { FormValue } from "@innovatehub/forms/engine";
import type { FormFieldConfig } from "@innovatehub/forms/fields";
import { FieldControl } from "@innovatehub/ui/field";
import { NativeCheckbox } from "@innovatehub/ui/native-checkbox";
import { NativeSelect, NativeSelectOption } from "@innovatehub/ui/native-select";
import {
  CheckboxFieldFrame,
  CheckboxGroupFrame,
  fieldSpanClass,
  StackedFieldFrame,
  StackedTextField,
} from "./field-frames";

type CustomFieldState = {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

/**
 * Draws a field of kind "choice" (the kit's `Select`, `./choice-field`). Passed in by the forms that have one, so the
 * kit's Select stays out of the pages whose forms have none.
 */
export type RenderChoiceField = (
  field: Extract<FormFieldConfig, { type: "choice" }>,
  state: CustomFieldState & { controlId: string },
) => ReactNode;

/** Draws a field of kind "custom"; null draws nothing (another custom field's control shows this one too). */
export type RenderCustomField = (
  field: Extract<FormFieldConfig, { type: "custom" }>,
  state: CustomFieldState,
) => ReactNode;

type FormFieldProps = {
  field: FormFieldConfig;
  /** Prefix of the control ids, unique per form on the page. */
  idPrefix: string;
  /** The field's error message, when its last check failed. */
  error: string | undefined;
  /** A native control's starting value, or a held field's current one. */
  value: FormValue | undefined;
  onHeldChange: (name: string, value: string) => void;
  renderChoice: RenderChoiceField | undefined;
  renderCustom: RenderCustomField | undefined;
};

function textOf(value: FormValue | undefined): string {
  return typeof value === "string" ? value : "";
}

/** A native control's default: absent when empty, so the prerendered markup is the same as without one. */
function nativeText(value: FormValue | undefined): string | undefined {
  const text = textOf(value);
  return text === "" ? undefined : text;
}

/**
 * One field of a form, rendered from its declaration with the kit's `Field`. Native controls keep their own values:
 * they work in the prerendered page before any script runs, and hydration leaves what was entered in place.
 */
export function FormField({
  field,
  idPrefix,
  error,
  value,
  onHeldChange,
  renderChoice,
  renderCustom,
}: FormFieldProps) {
  const controlId = `${idPrefix}-${field.name}`;
  switch (field.type) {
    case "text":
    case "email":
    case "tel":
    case "textarea":
      return (
        <StackedTextField field={field} controlId={controlId} error={error} defaultValue={nativeText(value)} />
      );
    case "select":
      return (
        <StackedFieldFrame field={field} controlId={controlId} error={error}>
          <FieldControl aria-required={field.required || undefined}>
            <NativeSelect name={field.name} defaultValue={nativeText(value)}>
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
    case "checkbox-group": {
      const ticked = Array.isArray(value) ? value : [];
      return (
        <CheckboxGroupFrame
          field={field}
          controlId={controlId}
          error={error}
          renderOption={(option) => (
            <NativeCheckbox
              name={field.name}
              value={option.value}
              defaultChecked={ticked.includes(option.value) || undefined}
            />
          )}
        />
      );
    }
    case "checkbox":
      return (
        <CheckboxFieldFrame field={field} controlId={controlId} error={error}>
          <NativeCheckbox name={field.name} defaultChecked={value === true || undefined} />
        </CheckboxFieldFrame>
      );
    case "choice":
      return (
        renderChoice?.(field, {
          controlId,
          value: textOf(value),
          error,
          onChange: (next) => {
            onHeldChange(field.name, next);
          },
        }) ?? null
      );
    case "custom": {
      const drawn = renderCustom?.(field, {
        value: textOf(value),
        error,
        onChange: (next) => {
          onHeldChange(field.name, next);
        },
      });
      return drawn === undefined || drawn === null ? null : (
        <div className={fieldSpanClass(field)}>{drawn}</div>
      );
    }
    default:
      return field satisfies never;
  }
}
