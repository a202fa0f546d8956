import { isHeldField } from "@innovatehub/forms/fields";
import { FormFieldGrid } from "./field-frames";
import { FormField, type RenderChoiceField, type RenderCustomField } from "./form-field";
import type { FormEngine } from "./use-form-engine";

type FormFieldsProps = {
  engine: FormEngine;
  /** Prefix of the control ids, unique per form on the page. */
  idPrefix: string;
  /** Draws the "choice" fields (`renderChoiceField`), for a form that has them. */
  renderChoice?: RenderChoiceField;
  renderCustom?: RenderCustomField;
  /** Only these fields, in the form's order (a form drawn in titled sections renders one group per section). */
  names?: readonly string[];
};

/** Every declared field of a form, on the form's grid, each with its current error. */
export function FormFields({ engine, idPrefix, renderChoice, renderCustom, names }: FormFieldsProps) {
  return (
    <FormFieldGrid key={engine.generation}>
      {engine.fields.filter((field) => names?.includes(field.name) ?? true).map((field) => (
        <FormField
          key={field.name}
          field={field}
          idPrefix={idPrefix}
          error={engine.errors[field.name]}
          value={isHeldField(field) ? engine.values[field.name] : engine.startValues[field.name]}
          onHeldChange={engine.setValue}
          renderChoice={renderChoice}
          renderCustom={renderCustom}
        />
      ))}
    </FormFieldGrid>
  );
}
