import type { ReactElement, ReactNode } from "react";
import type { Option } from "@innovatehub/content/shared";
import type { FieldConfig, FormFieldConfig } from "@innovatehub/forms/fields";
import {
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  FieldLegend,
  FieldSet,
  useFieldContext,
} from "@innovatehub/ui/field";
import { Input } from "@innovatehub/ui/input";
import { Textarea } from "@innovatehub/ui/textarea";

/* The frames of the form engine's fields: label, control, hint and error, laid out on the form's grid. */

type FrameProps<Config extends FormFieldConfig> = {
  field: Config;
  controlId: string;
  /** The field's error message, when its last check failed. */
  error?: string | undefined;
};

function frameErrors(error: string | undefined) {
  return error === undefined ? [] : [{ message: error }];
}

/** Short fields pair up from `sm`; long ones, and any declared wide, take the whole row. */
export function fieldSpanClass(field: FormFieldConfig): string {
  if (field.wide === true) {
    return "sm:col-span-2";
  }
  switch (field.type) {
    case "text":
    case "email":
    case "tel":
    case "select":
    case "choice":
      return "sm:col-span-1";
    case "textarea":
    case "checkbox-group":
    case "checkbox":
    case "custom":
      return "sm:col-span-2";
    default:
      return field satisfies never;
  }
}

export function FormFieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-x-5 gap-y-6 sm:grid-cols-2">{children}</div>;
}

/** The field's label, with the kit's required mark when the field is required. */
function FormFieldLabel({ field, variant }: { field: FormFieldConfig; variant?: "option" }) {
  return (
    <FieldLabel variant={variant} required={field.required} requiredMark={field.requiredMark}>
      {field.label}
    </FieldLabel>
  );
}

/** Label above, control (wrapped in `FieldControl` by the caller), optional hint, error below. */
export function StackedFieldFrame({
  field,
  controlId,
  error,
  children,
}: FrameProps<FormFieldConfig> & { children: ReactNode }) {
  return (
    <Field controlId={controlId} invalid={error !== undefined} className={fieldSpanClass(field)}>
      <FormFieldLabel field={field} />
      {children}
      {field.description ? <FieldDescription>{field.description}</FieldDescription> : null}
      <FieldError errors={frameErrors(error)} />
    </Field>
  );
}

function inputModeOf(field: Extract<FieldConfig, { type: "text" | "email" | "tel" }>) {
  switch (field.type) {
    case "tel":
      return "tel";
    case "text":
      return field.inputMode;
    case "email":
      return undefined;
    default:
      return field satisfies never;
  }
}

/** A text, e-mail, phone or long-text field in its stacked frame; the control keeps its own value. */
export function StackedTextField({
  defaultValue,
  ...frame
}: FrameProps<Extract<FieldConfig, { type: "text" | "email" | "tel" | "textarea" }>> & {
  /** Absent for an empty field, so the prerendered control carries no value attribute for hydration to compare. */
  defaultValue: string | undefined;
}) {
  const { field } = frame;
  return (
    <StackedFieldFrame {...frame}>
      <FieldControl aria-required={field.required || undefined}>
        {field.type === "textarea" ? (
          <Textarea
            name={field.name}
            rows={field.rows}
            placeholder={field.placeholder}
            maxLength={field.maxLength}
            defaultValue={defaultValue}
          />
        ) : (
          <Input
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            placeholder={field.placeholder}
            maxLength={field.maxLength}
            defaultValue={defaultValue}
            inputMode={inputModeOf(field)}
          />
        )}
      </FieldControl>
    </StackedFieldFrame>
  );
}

/** A single box with its label beside it (the subscribe choice). */
export function CheckboxFieldFrame({
  field,
  controlId,
  error,
  children,
}: FrameProps<Extract<FieldConfig, { type: "checkbox" }>> & { children: ReactElement }) {
  return (
    <Field
      controlId={controlId}
      invalid={error !== undefined}
      orientation="horizontal"
      align="start"
      className={fieldSpanClass(field)}
    >
      <FieldControl>{children}</FieldControl>
      {/* Label and error share the column beside the box, so a long label wraps there and not under the box. */}
      <div className="min-w-0 flex-1">
        <FormFieldLabel field={field} variant="option" />
        <FieldError errors={frameErrors(error)} />
      </div>
    </Field>
  );
}

function GroupFieldSet({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  const { descriptionId, errorId, hasDescription, hasError } = useFieldContext("GroupFieldSet");
  const describedBy = [hasDescription ? descriptionId : undefined, hasError ? errorId : undefined]
    .filter((id) => id !== undefined)
    .join(" ");
  return (
    <FieldSet aria-describedby={describedBy === "" ? undefined : describedBy} spacing="compact">
      {legend}
      {children}
    </FieldSet>
  );
}

/** A fieldset of boxes under one legend (the e-commerce features); the error names the whole group. */
export function CheckboxGroupFrame({
  field,
  controlId,
  error,
  renderOption,
}: FrameProps<Extract<FieldConfig, { type: "checkbox-group" }>> & {
  renderOption: (option: Option) => ReactElement;
}) {
  const invalid = error !== undefined;
  return (
    <Field
      controlId={controlId}
      invalid={invalid}
      role="presentation"
      className={fieldSpanClass(field)}
    >
      <GroupFieldSet
        legend={
          <FieldLegend variant="label" required={field.required}>
            {field.label}
          </FieldLegend>
        }
      >
        {field.description ? <FieldDescription>{field.description}</FieldDescription> : null}
        <div className="grid grid-cols-1 gap-x-5 gap-y-3 pt-1 sm:grid-cols-2">
          {field.options.map((option) => (
            <Field
              key={option.value}
              controlId={`${controlId}-${option.value}`}
              invalid={invalid}
              orientation="horizontal"
            >
              <FieldControl>{renderOption(option)}</FieldControl>
              <FieldLabel variant="option">{option.label}</FieldLabel>
            </Field>
          ))}
        </div>
      </GroupFieldSet>
      <FieldError errors={frameErrors(error)} />
    </Field>
  );
}
