import type { ChangeEvent, ReactElement, ReactNode, RefCallback } from "react";
import type { Option } from "@innovatehub/content";
import type { FieldConfig } from "@innovatehub/forms/fields";
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
import { cn } from "@innovatehub/ui/lib/utils";
import { Textarea } from "@innovatehub/ui/textarea";

/*
 * Frames shared by the light preview and the loaded form: only the control inside changes, so the swap
 * from one to the other moves nothing on the page.
 */

type FieldErrorLike = { message?: string | undefined } | undefined;

type FrameProps<Config extends FieldConfig> = {
  field: Config;
  controlId: string;
  invalid?: boolean;
  errors?: readonly FieldErrorLike[];
};

/** Short fields pair up from `sm`; long ones take the whole row. */
function fieldSpanClass(field: FieldConfig): string {
  switch (field.type) {
    case "text":
    case "email":
    case "tel":
    case "select":
      return "sm:col-span-1";
    case "textarea":
    case "checkbox-group":
    case "checkbox":
      return "sm:col-span-2";
    default:
      return field satisfies never;
  }
}

export function InquiryFieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-x-5 gap-y-6 sm:grid-cols-2">{children}</div>;
}

/** The field's label, with the asterisk the form's note explains. */
function InquiryFieldLabel({ field, className }: { field: FieldConfig; className?: string }) {
  return (
    <FieldLabel className={className}>
      {field.label}
      {field.required ? (
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      ) : null}
    </FieldLabel>
  );
}

/**
 * Label above, control, optional hint, error below: text, e-mail, phone, long text and select fields.
 * The caller wraps its control in `FieldControl` (inside a Select it must reach the trigger).
 */
export function StackedFieldFrame({
  field,
  controlId,
  invalid,
  errors = [],
  children,
}: FrameProps<FieldConfig> & { children: ReactNode }) {
  return (
    <Field controlId={controlId} invalid={invalid} className={fieldSpanClass(field)}>
      <InquiryFieldLabel field={field} />
      {children}
      {field.description ? <FieldDescription>{field.description}</FieldDescription> : null}
      <FieldError errors={errors} />
    </Field>
  );
}

type TextControlElement = HTMLInputElement | HTMLTextAreaElement;

/** What the loaded form binds to a text control; the preview leaves its controls uncontrolled. */
export type TextControlBinding = {
  ref: RefCallback<TextControlElement>;
  value: string;
  onChange: (event: ChangeEvent<TextControlElement>) => void;
  onBlur: () => void;
};

/** A text, e-mail, phone or long-text field in its stacked frame. */
export function StackedTextField({
  binding,
  ...frame
}: FrameProps<Extract<FieldConfig, { type: "text" | "email" | "tel" | "textarea" }>> & {
  binding?: TextControlBinding;
}) {
  const { field } = frame;
  return (
    <StackedFieldFrame {...frame}>
      <FieldControl aria-required={field.required || undefined}>
        {field.type === "textarea" ? (
          <Textarea
            {...binding}
            name={field.name}
            rows={field.rows}
            placeholder={field.placeholder}
            maxLength={field.maxLength}
            data-field-name={field.name}
          />
        ) : (
          <Input
            {...binding}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            placeholder={field.placeholder}
            maxLength={field.maxLength}
            inputMode={field.type === "tel" ? "tel" : undefined}
            data-field-name={field.name}
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
  invalid,
  errors = [],
  children,
}: FrameProps<Extract<FieldConfig, { type: "checkbox" }>> & { children: ReactElement }) {
  return (
    <Field
      controlId={controlId}
      invalid={invalid}
      orientation="horizontal"
      className={fieldSpanClass(field)}
    >
      <FieldControl>{children}</FieldControl>
      <InquiryFieldLabel field={field} className="leading-snug font-normal" />
      <FieldError errors={errors} className="basis-full" />
    </Field>
  );
}

function GroupFieldSet({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  const { descriptionId, errorId, hasDescription, hasError } = useFieldContext("GroupFieldSet");
  const describedBy = [hasDescription ? descriptionId : undefined, hasError ? errorId : undefined]
    .filter((id) => id !== undefined)
    .join(" ");
  return (
    <FieldSet aria-describedby={describedBy === "" ? undefined : describedBy} className="gap-3">
      {legend}
      {children}
    </FieldSet>
  );
}

/** A fieldset of boxes under one legend (the e-commerce features); the error names the whole group. */
export function CheckboxGroupFrame({
  field,
  controlId,
  invalid,
  errors = [],
  renderOption,
}: FrameProps<Extract<FieldConfig, { type: "checkbox-group" }>> & {
  renderOption: (option: Option, index: number) => ReactElement;
}) {
  return (
    <Field
      controlId={controlId}
      invalid={invalid}
      role="presentation"
      className={fieldSpanClass(field)}
    >
      <GroupFieldSet
        legend={
          <FieldLegend variant="label" className="mb-0 flex items-center gap-2">
            {field.label}
            {field.required ? (
              <span aria-hidden="true" className="text-destructive">
                *
              </span>
            ) : null}
          </FieldLegend>
        }
      >
        {field.description ? <FieldDescription>{field.description}</FieldDescription> : null}
        <div className="grid grid-cols-1 gap-x-5 gap-y-3 pt-1 sm:grid-cols-2">
          {field.options.map((option, index) => (
            <Field
              key={option.value}
              controlId={`${controlId}-${option.value}`}
              invalid={invalid}
              orientation="horizontal"
              className="flex-nowrap"
            >
              <FieldControl>{renderOption(option, index)}</FieldControl>
              <FieldLabel className="leading-snug font-normal">{option.label}</FieldLabel>
            </Field>
          ))}
        </div>
      </GroupFieldSet>
      <FieldError errors={errors} />
    </Field>
  );
}

/** Checkbox look shared by the preview's native boxes, matching the UI kit's Checkbox. */
export const previewCheckboxClass = cn(
  "relative size-5 shrink-0 cursor-pointer appearance-none rounded-sm border border-input bg-background shadow-elevation-1 outline-none",
  "checked:border-primary checked:bg-primary focus-visible:ring-[3px] focus-visible:ring-ring/50",
);

/** The look of the UI kit's SelectTrigger, for the preview's stand-in trigger. */
export const previewSelectClass = cn(
  "flex min-h-11 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-left text-body whitespace-nowrap text-muted-foreground shadow-elevation-1 outline-none",
  "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40",
);
