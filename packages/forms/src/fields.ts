import type { Option } from "@innovatehub/content/shared";

type FieldBase<Name extends string> = {
  name: Name;
  label: string;
  description?: string;
  required: boolean;
};

type PlaceholderField = { placeholder?: string; maxLength?: number };

/**
 * How the site renders one form field. The union is closed so the renderer can switch on `type` with an
 * exhaustive `satisfies never` default.
 */
export type FieldConfig<Name extends string = string> =
  | (FieldBase<Name> & PlaceholderField & { type: "text"; autoComplete?: string })
  | (FieldBase<Name> & PlaceholderField & { type: "email"; autoComplete: "email" })
  | (FieldBase<Name> & PlaceholderField & { type: "tel"; autoComplete: "tel" })
  | (FieldBase<Name> & PlaceholderField & { type: "textarea"; rows: number })
  | (FieldBase<Name> & { type: "select"; placeholder: string; options: readonly Option[] })
  | (FieldBase<Name> & { type: "checkbox-group"; options: readonly Option[] })
  | (FieldBase<Name> & { type: "checkbox" });

