import type { FormFieldConfig } from "@innovatehub/forms/fields";
import type { AgentApplicationCopy } from "@innovatehub/content/site";
import { Button } from "@innovatehub/ui/button";
import { FieldControl } from "@innovatehub/ui/field";
import { NativeSelect, NativeSelectOption } from "@innovatehub/ui/native-select";
import { StackedFieldFrame } from "../form-engine/field-frames";
import type { Place } from "./psgc";
import type { PlacesState } from "./use-places";

type AddressSelectProps = {
  field: FormFieldConfig & { placeholder?: string };
  controlId: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  list: { state: PlacesState; retry: () => void };
  /** Choices before the list's places (the province list's "city not under a province"). */
  extra?: readonly Place[];
  /** Said under the select instead of a list (NCR has no provinces). */
  note?: string;
  copy: AgentApplicationCopy["address"];
};

/**
 * One level of the store's address as a native select: disabled until the level above is chosen, "loading" while
 * its list arrives, a retry when it could not. A value the list does not hold (a draft from an older list) reads
 * as nothing chosen.
 */
export function AddressSelect({
  field,
  controlId,
  value,
  error,
  onChange,
  list,
  extra = [],
  note,
  copy,
}: AddressSelectProps) {
  const { state } = list;
  const places = state.status === "ready" ? [...extra, ...state.places] : [];
  const shown = places.some((place) => place.code === value) ? value : "";
  const hint = note ?? (state.status === "loading" ? copy.loadingList : undefined);
  return (
    <StackedFieldFrame
      field={hint === undefined ? field : { ...field, description: hint }}
      controlId={controlId}
      error={error}
    >
      <FieldControl aria-required={field.required || undefined}>
        <NativeSelect
          name={field.name}
          value={shown}
          disabled={state.status !== "ready" || note !== undefined}
          onChange={(event) => {
            onChange(event.currentTarget.value);
          }}
        >
          <NativeSelectOption value="">{field.placeholder}</NativeSelectOption>
          {places.map((place) => (
            <NativeSelectOption key={place.code} value={place.code}>
              {place.name}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FieldControl>
      {state.status === "failed" ? (
        <p role="alert" className="flex flex-wrap items-center gap-3 text-small text-destructive">
          {copy.listFailed}
          <Button type="button" size="sm" variant="outline" onClick={list.retry}>
            {copy.retry}
          </Button>
        </p>
      ) : null}
    </StackedFieldFrame>
  );
}
