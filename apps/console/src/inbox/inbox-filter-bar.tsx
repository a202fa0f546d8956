import { useId, type FormEvent } from "react";
import {
  consoleInboxCopy,
  leadStatusLabel,
  leadSortValues,
  type LeadKind,
} from "@innovatehub/content";
import { Button } from "@innovatehub/ui/button";
import { fieldControlClasses, Input } from "@innovatehub/ui/input";
import { cn } from "@innovatehub/ui/lib/utils";
import { LabelledField } from "../layout/labelled-field";
import { statusesFor, type InboxFilters } from "./inbox-filters";

type Props = {
  filters: InboxFilters;
  onChange: (next: Partial<InboxFilters>) => void;
  onClear: () => void;
};

const selectClass = cn(fieldControlClasses, "h-11 pr-8");

/** Every control changes the URL at once (one history entry each), so the back button steps through them. */
export function InboxFilterBar({ filters, onChange, onClear }: Props) {
  const id = useId();

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ q: String(new FormData(event.currentTarget).get("q") ?? "").trim() || null });
  }

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        onSubmit={onSearch}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <LabelledField label={consoleInboxCopy.searchLabel} htmlFor={`${id}-q`} className="flex-1">
          <Input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={filters.q ?? ""}
            key={filters.q ?? ""}
          />
        </LabelledField>
        <Button type="submit">{consoleInboxCopy.searchButton}</Button>
      </form>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
        <LabelledField label={consoleInboxCopy.kindLabel} htmlFor={`${id}-kind`}>
          <select
            id={`${id}-kind`}
            className={selectClass}
            value={filters.kind ?? ""}
            onChange={(event) =>
              onChange({ kind: (event.target.value || null) as LeadKind | null, status: null })
            }
          >
            <option value="">{consoleInboxCopy.anyOption}</option>
            {consoleInboxCopy.kindOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </LabelledField>
        <LabelledField label={consoleInboxCopy.statusLabel} htmlFor={`${id}-status`}>
          <select
            id={`${id}-status`}
            className={selectClass}
            value={filters.status ?? ""}
            onChange={(event) => onChange({ status: event.target.value || null })}
          >
            <option value="">{consoleInboxCopy.anyOption}</option>
            {statusesFor(filters.kind).map((status) => (
              <option key={status} value={status}>
                {leadStatusLabel(status)}
              </option>
            ))}
          </select>
        </LabelledField>
        <LabelledField label={consoleInboxCopy.fromLabel} htmlFor={`${id}-from`}>
          <Input
            id={`${id}-from`}
            type="date"
            value={filters.from ?? ""}
            onChange={(event) => onChange({ from: event.target.value || null })}
          />
        </LabelledField>
        <LabelledField label={consoleInboxCopy.toLabel} htmlFor={`${id}-to`}>
          <Input
            id={`${id}-to`}
            type="date"
            value={filters.to ?? ""}
            onChange={(event) => onChange({ to: event.target.value || null })}
          />
        </LabelledField>
        <LabelledField
          label={consoleInboxCopy.sortLabel}
          htmlFor={`${id}-sort`}
          className="col-span-2 md:col-span-1"
        >
          <select
            id={`${id}-sort`}
            className={selectClass}
            value={filters.sort}
            onChange={(event) =>
              onChange({
                sort: leadSortValues.find((sort) => sort === event.target.value) ?? "date_desc",
              })
            }
          >
            {consoleInboxCopy.sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </LabelledField>
      </div>
      <div>
        <Button type="button" variant="ghost" size="sm" onClick={onClear}>
          {consoleInboxCopy.clearFilters}
        </Button>
      </div>
    </div>
  );
}
