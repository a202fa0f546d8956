import type { Ref } from "react";
import { interfaceIcons } from "@innovatehub/content";
import type { FieldConfig } from "@innovatehub/forms/fields";
import { FieldControl } from "@innovatehub/ui/field";
import {
  CheckboxFieldFrame,
  CheckboxGroupFrame,
  InquiryFieldGrid,
  previewCheckboxClass,
  previewSelectClass,
  StackedFieldFrame,
  StackedTextField,
} from "./field-layout";
import { ContentIcon } from "../../lib/icons";
import { InquirySubmitRow } from "./inquiry-submit-row";

type InquiryFormPreviewProps = {
  idPrefix: string;
  fields: readonly FieldConfig[];
  submitLabel: string;
  labelledBy: string;
  formRef?: Ref<HTMLFormElement>;
  /** The visitor reached for the form: load the real one. */
  onActivate: () => void;
  /** A press started or ended inside the form (the swap waits for the release). */
  onPointerHold: () => void;
  onPointerRelease: () => void;
  /** The visitor submitted before the real form loaded. */
  onSubmitRequest: () => void;
};

function PreviewField({ field, idPrefix }: { field: FieldConfig; idPrefix: string }) {
  const controlId = `${idPrefix}-${field.name}`;
  switch (field.type) {
    case "text":
    case "email":
    case "tel":
    case "textarea":
      return <StackedTextField field={field} controlId={controlId} />;
    case "select":
      return (
        <StackedFieldFrame field={field} controlId={controlId}>
          {/* A button may not carry aria-required (axe); the label marks it, and the loaded form's combobox carries it. */}
          <FieldControl>
            <button
              type="button"
              aria-haspopup="listbox"
              aria-expanded="false"
              className={previewSelectClass}
              data-field-name={field.name}
            >
              <span className="line-clamp-1">{field.placeholder}</span>
              <ContentIcon name={interfaceIcons.expand} className="size-4 shrink-0 opacity-60" />
            </button>
          </FieldControl>
        </StackedFieldFrame>
      );
    case "checkbox-group":
      return (
        <CheckboxGroupFrame
          field={field}
          controlId={controlId}
          renderOption={(option) => (
            <input
              type="checkbox"
              name={field.name}
              value={option.value}
              className={previewCheckboxClass}
              data-field-name={field.name}
            />
          )}
        />
      );
    case "checkbox":
      return (
        <CheckboxFieldFrame field={field} controlId={controlId}>
          <input
            type="checkbox"
            name={field.name}
            className={previewCheckboxClass}
            data-field-name={field.name}
          />
        </CheckboxFieldFrame>
      );
    default:
      return field satisfies never;
  }
}

/**
 * The inquiry form as the prerendered page shows it, before the form engine (zod, react-hook-form and
 * the kind's schema) has loaded: the same fields in the same places, typable, replaced in place.
 */
export function InquiryFormPreview({
  idPrefix,
  fields,
  submitLabel,
  labelledBy,
  formRef,
  onActivate,
  onPointerHold,
  onPointerRelease,
  onSubmitRequest,
}: InquiryFormPreviewProps) {
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      aria-labelledby={labelledBy}
      data-inquiry-preview=""
      onFocus={onActivate}
      onPointerDown={onPointerHold}
      onPointerUp={onPointerRelease}
      onPointerCancel={onPointerRelease}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmitRequest();
      }}
    >
      <InquiryFieldGrid>
        {fields.map((field) => (
          <PreviewField key={field.name} field={field} idPrefix={idPrefix} />
        ))}
      </InquiryFieldGrid>
      <InquirySubmitRow label={submitLabel} />
    </form>
  );
}
