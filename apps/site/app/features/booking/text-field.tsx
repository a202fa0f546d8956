import type { ComponentProps } from "react";
import { Field, FieldControl, FieldError, FieldLabel } from "@innovatehub/ui/field";
import { Input } from "@innovatehub/ui/input";
import { Controller } from "react-hook-form";
import type { BookingFormApi } from "./form-types";

type TextFieldName = "name" | "email" | "company" | "phone" | "topic";

type TextFieldProps = {
  form: BookingFormApi;
  name: TextFieldName;
  label: string;
  placeholder: string;
  required?: boolean;
  /** The database's limit (from @innovatehub/domain), so the field never takes more than it stores. */
  maxLength: number;
} & Pick<ComponentProps<"input">, "type" | "autoComplete" | "inputMode">;

/** One single-line booking field wired to react-hook-form, its label and its error. */
export function TextField({
  form,
  name,
  label,
  placeholder,
  required = false,
  ...inputProps
}: TextFieldProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field invalid={fieldState.invalid}>
          <FieldLabel required={required}>{label}</FieldLabel>
          <FieldControl>
            <Input
              {...inputProps}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ""}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={placeholder}
              required={required}
            />
          </FieldControl>
          <FieldError errors={[fieldState.error]} />
        </Field>
      )}
    />
  );
}
