import type { Option } from "@innovatehub/content/shared";

/**
 * One form field as the form engine declares it: its name (a key of the schema's input), its copy (spread from
 * `@innovatehub/content`, so the engine holds no text of its own) and the control it renders as.
 */
type FieldBase<Name extends string> = {
  name: Name;
  label: string;
  description?: string;
  required: boolean;
  /** The required mark's words in the form's language; the kit's "(required)" when absent. */
  requiredMark?: string;
  /** Takes the form's whole row; by default short controls pair up and long ones are wide. */
  wide?: boolean;
};

type PlaceholderField = { placeholder?: string; maxLength?: number };

/**
 * The native fields: their controls keep their own values, so they work in the prerendered page before any script
 * runs and nothing typed before hydration is lost. The union is closed so a renderer can switch on `type` with an
 * exhaustive `satisfies never` default.
 */
export type FieldConfig<Name extends string = string> =
  | (FieldBase<Name> &
      PlaceholderField & { type: "text"; autoComplete?: string; inputMode?: "numeric" })
  | (FieldBase<Name> & PlaceholderField & { type: "email"; autoComplete: "email" })
  | (FieldBase<Name> & PlaceholderField & { type: "tel"; autoComplete: "tel" })
  | (FieldBase<Name> & PlaceholderField & { type: "textarea"; rows: number })
  | (FieldBase<Name> & { type: "select"; placeholder: string; options: readonly Option[] })
  | (FieldBase<Name> & { type: "checkbox-group"; options: readonly Option[] })
  | (FieldBase<Name> & { type: "checkbox" });

/** A choice from a short fixed list in the kit's `Select` (a form that is only ever shown after hydration). */
type ChoiceField<Name extends string> = FieldBase<Name> & {
  type: "choice";
  placeholder: string;
  options: readonly Option[];
};

/**
 * A field whose control the form draws itself (the booking's day and time, a file upload, a list loaded on
 * demand); the engine holds its value, labels nothing and asks the form to render it.
 */
type CustomField<Name extends string> = FieldBase<Name> & { type: "custom" };

/** Every field the engine renders: the native ones and those whose value the engine holds. */
export type FormFieldConfig<Name extends string = string> =
  | FieldConfig<Name>
  | ChoiceField<Name>
  | CustomField<Name>;

/** A field whose value lives in the engine's state rather than in a native control. */
export type HeldField<Name extends string = string> = ChoiceField<Name> | CustomField<Name>;

export function isHeldField<Name extends string>(
  field: FormFieldConfig<Name>,
): field is HeldField<Name> {
  return field.type === "choice" || field.type === "custom";
}
