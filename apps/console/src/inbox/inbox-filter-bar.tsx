import { leadKinds } from "@innovatehub/domain";
import { consoleInboxCopy, leadStatusLabel, leadSortValues } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import { DateRangeFilter, isReversed } from "@innovatehub/ui/date-range-filter";
import { Field, FieldControl, FieldLabel } from "@innovatehub/ui/field";
import { NativeSelect } from "@innovatehub/ui/native-select";
import { SearchBox } from "@innovatehub/ui/search-box";
import type { InboxFilters } from "../data/leads/lead-filters";
import { DEFAULT_LEAD_SORT, oneOf, statusesFor } from "./inbox-filters";

type Props = {
  filters: InboxFilters;
  onChange: (next: Partial<InboxFilters>) => void;
  onClear: () => void;
};

/** Every control changes the URL at once (one history entry each), so the back button steps through them. */
export function InboxFilterBar({ filters, onChange, onClear }: Props) {
  return (
    <div className="flex flex-col gap-4">
      <SearchBox
        value={filters.q ?? ""}
        onSearch={(q) => onChange({ q: q || null })}
        shortcut={consoleInboxCopy.searchShortcut}
        labels={{
          search: consoleInboxCopy.searchLabel,
          submit: consoleInboxCopy.searchButton,
          clear: consoleInboxCopy.clearSearch,
          shortcutHint: consoleInboxCopy.searchShortcutHint,
        }}
      />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-5 md:items-start">
        <Field>
          <FieldLabel>{consoleInboxCopy.kindLabel}</FieldLabel>
          <FieldControl>
            <NativeSelect
              value={filters.kind ?? ""}
              onChange={(event) =>
                onChange({ kind: oneOf(leadKinds, event.target.value), status: null })
              }
            >
              <option value="">{consoleInboxCopy.anyOption}</option>
              {consoleInboxCopy.kindOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </FieldControl>
        </Field>
        <Field>
          <FieldLabel>{consoleInboxCopy.statusLabel}</FieldLabel>
          <FieldControl>
            <NativeSelect
              value={filters.status ?? ""}
              onChange={(event) =>
                onChange({ status: oneOf(statusesFor(filters.kind), event.target.value) })
              }
            >
              <option value="">{consoleInboxCopy.anyOption}</option>
              {statusesFor(filters.kind).map((status) => (
                <option key={status} value={status}>
                  {leadStatusLabel(status)}
                </option>
              ))}
            </NativeSelect>
          </FieldControl>
        </Field>
        <DateRangeFilter
          className="col-span-2"
          value={{ from: filters.from, to: filters.to }}
          onChange={(range) => onChange(range)}
          error={isReversed(filters) ? consoleInboxCopy.rangeReversed : undefined}
          labels={{
            from: consoleInboxCopy.fromLabel,
            to: consoleInboxCopy.toLabel,
            openCalendar: consoleInboxCopy.calendarButton,
          }}
        />
        <Field className="col-span-2 md:col-span-1">
          <FieldLabel>{consoleInboxCopy.sortLabel}</FieldLabel>
          <FieldControl>
            <NativeSelect
              value={filters.sort}
              onChange={(event) =>
                onChange({
                  sort: oneOf(leadSortValues, event.target.value) ?? DEFAULT_LEAD_SORT,
                })
              }
            >
              {consoleInboxCopy.sortOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </FieldControl>
        </Field>
      </div>
      <div>
        <Button type="button" variant="ghost" size="sm" onClick={onClear}>
          {consoleInboxCopy.clearFilters}
        </Button>
      </div>
    </div>
  );
}
