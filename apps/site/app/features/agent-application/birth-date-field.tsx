import type { FormFieldConfig } from "@innovatehub/forms/fields";
import { FieldControl } from "@innovatehub/ui/field";
import { Input } from "@innovatehub/ui/input";
import { StackedFieldFrame } from "../form-engine/field-frames";

type BirthDateFieldProps = {
  field: FormFieldConfig;
  controlId: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** The latest birthday the form accepts (18 today, Manila calendar); the picker opens no later than it. */
  latest: string;
};

/** The date of birth in the phone's own date picker ("yyyy-MM-dd"); the schema says when it is too recent. */
export function BirthDateField({
  field,
  controlId,
  value,
  error,
  onChange,
  latest,
}: BirthDateFieldProps) {
  return (
    <StackedFieldFrame field={field} controlId={controlId} error={error}>
      <FieldControl aria-required={field.required || undefined}>
        <Input
          type="date"
          name={field.name}
          autoComplete="bday"
          max={latest}
          value={value}
          onChange={(event) => {
            onChange(event.currentTarget.value);
          }}
        />
      </FieldControl>
    </StackedFieldFrame>
  );
}
