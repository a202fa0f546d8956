import { within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import type { InquiryKind } from "@innovatehub/domain";
import { inquiryRegistry } from "@innovatehub/forms/inquiries";
import type { FieldConfig } from "@innovatehub/forms/fields";

export const VALID_EMAIL = "juan.delacruz@example.ph";
export const VALID_PHONE = "+63 912 345 6789";
const VALID_NAME = "Juan Dela Cruz";
const VALID_SHORT_TEXT = "Batangas Trading Co";
const VALID_LONG_TEXT = "We need a system that handles orders and payments for three branches.";

/** A field's accessible name: its label, plus the kit's "(required)" mark when it is required. */
export function nameOf(field: FieldConfig): string {
  return field.required ? `${field.label} (required)` : field.label;
}

function textFor(field: FieldConfig): string {
  switch (field.type) {
    case "email":
      return VALID_EMAIL;
    case "tel":
      return VALID_PHONE;
    case "textarea":
      return VALID_LONG_TEXT;
    default:
      return field.name === "name" ? VALID_NAME : VALID_SHORT_TEXT;
  }
}

export async function chooseOption(
  user: UserEvent,
  form: HTMLElement,
  label: string,
  optionLabel: string,
) {
  const select = within(form).getByRole("combobox", { name: label });
  await user.selectOptions(select, within(select).getByRole("option", { name: optionLabel }));
}

/**
 * Fills every field of a kind with valid values (the first option of each select, the first feature),
 * skipping the names in `skip`. Returns what was entered per field.
 */
export async function fillValidInquiry(
  user: UserEvent,
  form: HTMLElement,
  kind: InquiryKind,
  skip: readonly string[] = [],
): Promise<Record<string, string>> {
  const entered: Record<string, string> = {};
  for (const field of inquiryRegistry[kind].fields) {
    if (skip.includes(field.name)) {
      continue;
    }
    switch (field.type) {
      case "text":
      case "email":
      case "tel":
      case "textarea": {
        const value = textFor(field);
        await user.click(within(form).getByRole("textbox", { name: nameOf(field) }));
        await user.paste(value);
        entered[field.name] = value;
        break;
      }
      case "select": {
        const option = field.options[0];
        if (option !== undefined) {
          await chooseOption(user, form, nameOf(field), option.label);
          entered[field.name] = option.value;
        }
        break;
      }
      case "checkbox-group": {
        const option = field.options[0];
        if (option !== undefined) {
          await user.click(within(form).getByRole("checkbox", { name: option.label }));
          entered[field.name] = option.value;
        }
        break;
      }
      case "checkbox":
        break;
      default:
        field satisfies never;
    }
  }
  return entered;
}
