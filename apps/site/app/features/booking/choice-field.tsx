import { Field, FieldControl, FieldLabel } from "@innovatehub/ui/field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@innovatehub/ui/select";

type ChoiceFieldProps<Value extends string> = {
  label: string;
  placeholder: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
};

/** A UI kit Select over a fixed option list (meeting type, duration). */
export function ChoiceField<Value extends string>({
  label,
  placeholder,
  value,
  options,
  onChange,
}: ChoiceFieldProps<Value>) {
  return (
    <Field>
      <FieldLabel>{label}</FieldLabel>
      <Select
        value={value}
        onValueChange={(next) => {
          const chosen = options.find((option) => option.value === next);
          if (chosen) {
            onChange(chosen.value);
          }
        }}
      >
        <FieldControl>
          <SelectTrigger>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
        </FieldControl>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}
