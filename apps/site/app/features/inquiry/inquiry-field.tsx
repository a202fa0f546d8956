import { Controller, type Control, type FieldValues } from "react-hook-form";
import type { FieldConfig } from "@innovatehub/forms/fields";
import { Checkbox } from "@innovatehub/ui/checkbox";
import { FieldControl } from "@innovatehub/ui/field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@innovatehub/ui/select";
import {
  CheckboxFieldFrame,
  CheckboxGroupFrame,
  StackedFieldFrame,
  StackedTextField,
} from "./field-layout";
import type { InquiryDraftValues } from "./inquiry-draft";

type InquiryFieldProps<Output extends FieldValues> = {
  field: FieldConfig;
  control: Control<InquiryDraftValues, unknown, Output>;
  /** Prefix of the control ids, unique per form on the page. */
  idPrefix: string;
};

function textOf(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function listOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item) => typeof item === "string") : [];
}

/** One field of an inquiry form, rendered from its config and bound to react-hook-form. */
export function InquiryField<Output extends FieldValues>({
  field,
  control,
  idPrefix,
}: InquiryFieldProps<Output>) {
  const controlId = `${idPrefix}-${field.name}`;
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: binding, fieldState }) => {
        const frame = { field, controlId, invalid: fieldState.invalid, errors: [fieldState.error] };
        switch (field.type) {
          case "text":
          case "email":
          case "tel":
          case "textarea":
            return (
              <StackedTextField
                {...frame}
                field={field}
                binding={{
                  ref: binding.ref,
                  value: textOf(binding.value),
                  onChange: binding.onChange,
                  onBlur: binding.onBlur,
                }}
              />
            );
          case "select":
            return (
              <StackedFieldFrame {...frame}>
                <Select value={textOf(binding.value)} onValueChange={binding.onChange}>
                  <FieldControl aria-required={field.required || undefined}>
                    <SelectTrigger
                      ref={binding.ref}
                      onBlur={binding.onBlur}
                      data-field-name={field.name}
                    >
                      <SelectValue placeholder={field.placeholder} />
                    </SelectTrigger>
                  </FieldControl>
                  <SelectContent>
                    {field.options.map((option) => (
                      <SelectItem key={option.value} value={option.value}>
                        {option.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </StackedFieldFrame>
            );
          case "checkbox-group": {
            const selected = listOf(binding.value);
            return (
              <CheckboxGroupFrame
                {...frame}
                field={field}
                renderOption={(option, index) => (
                  <Checkbox
                    // The first box takes the field's ref, so a failed submit can focus the group.
                    ref={index === 0 ? binding.ref : undefined}
                    value={option.value}
                    checked={selected.includes(option.value)}
                    onCheckedChange={(checked) => {
                      binding.onChange(
                        checked === true
                          ? [...selected, option.value]
                          : selected.filter((value) => value !== option.value),
                      );
                    }}
                    onBlur={binding.onBlur}
                    data-field-name={field.name}
                  />
                )}
              />
            );
          }
          case "checkbox":
            return (
              <CheckboxFieldFrame {...frame} field={field}>
                <Checkbox
                  ref={binding.ref}
                  checked={binding.value === true}
                  onCheckedChange={(checked) => {
                    binding.onChange(checked === true);
                  }}
                  onBlur={binding.onBlur}
                  data-field-name={field.name}
                />
              </CheckboxFieldFrame>
            );
          default:
            return field satisfies never;
        }
      }}
    />
  );
}
