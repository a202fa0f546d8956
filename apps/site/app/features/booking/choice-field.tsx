import type { BookingInput } from "@innovatehub/forms/booking";
import { Field, FieldControl, FieldLabel } from "@innovatehub/ui/field";
import { Select, SelectOptions, SelectTrigger, SelectValue } from "@innovatehub/ui/select";
import { Controller } from "react-hook-form";
import type { BookingFormApi } from "./form-types";

type ChoiceFieldName = "meetingType" | "duration";
type ChoiceValue<Name extends ChoiceFieldName> = NonNullable<BookingInput[Name]>;

type ChoiceFieldProps<Name extends ChoiceFieldName> = {
  form: BookingFormApi;
  name: Name;
  label: string;
  placeholder: string;
  options: readonly { value: ChoiceValue<Name>; label: string }[];
  /** Shown while the form holds no value yet; the schema fills the same default on submit. */
  defaultValue: ChoiceValue<Name>;
};

/** A UI kit Select over a fixed option list (meeting type, duration), wired to react-hook-form. */
export function ChoiceField<Name extends ChoiceFieldName>({
  form,
  name,
  label,
  placeholder,
  options,
  defaultValue,
}: ChoiceFieldProps<Name>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Field>
          <FieldLabel>{label}</FieldLabel>
          <Select
            value={field.value ?? defaultValue}
            onValueChange={(next) => {
              const chosen = options.find((option) => option.value === next);
              if (chosen) {
                field.onChange(chosen.value);
              }
            }}
          >
            <FieldControl>
              <SelectTrigger>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
            </FieldControl>
            <SelectOptions options={options} />
          </Select>
        </Field>
      )}
    />
  );
}
