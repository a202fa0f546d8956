import { Select, SelectOptions, SelectTrigger, SelectValue } from "@innovatehub/ui/select";
import { FieldControl } from "@innovatehub/ui/field";
import { StackedFieldFrame } from "./field-frames";
import type { RenderChoiceField } from "./form-field";

/** A choice from a short fixed list in the kit's `Select`, in the engine's stacked frame. */
export const renderChoiceField: RenderChoiceField = (field, { controlId, value, error, onChange }) => (
  <StackedFieldFrame field={field} controlId={controlId} error={error}>
    <Select
      value={value}
      onValueChange={(next) => {
        if (field.options.some((option) => option.value === next)) {
          onChange(next);
        }
      }}
    >
      <FieldControl>
        <SelectTrigger>
          <SelectValue placeholder={field.placeholder} />
        </SelectTrigger>
      </FieldControl>
      <SelectOptions options={field.options} />
    </Select>
  </StackedFieldFrame>
);
