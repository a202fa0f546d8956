import { useId } from "react";
import { leadKinds } from "@innovatehub/domain";
import { consoleInboxCopy, leadStatusLabel, leadSortValues } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import { DateRangeFilter, isReversed } from "@innovatehub/ui/date-range-filter";
import { fieldControlClasses } from "@innovatehub/ui/input";
import { cn } from "@innovatehub/ui/lib/utils";
import { SearchBox } from "@innovatehub/ui/search-box";
import { LabelledField } from "../layout/labelled-field";
import { DEFAULT_LEAD_SORT, oneOf, statusesFor, type InboxFilters } from "./inbox-filters";

type Props = {
  filters: InboxFilters;
  onChange: (next: Partial<InboxFilters>) => void;
  onClear: () => void;
};

const selectClass = cn(fieldControlClasses, "h-11 pr-8");

/** Every control changes the URL at once (one history entry each), so the back button steps through them. */
export function InboxFilterBar({ filters, onChange, onClear }: Props) {
  const id = useId();

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
        <LabelledField label={consoleInboxCopy.kindLabel} htmlFor={`${id}-kind`}>
          <select
            id={`${id}-kind`}
            className={selectClass}
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
          </select>
        </LabelledField>
        <LabelledField label={consoleInboxCopy.statusLabel} htmlFor={`${id}-status`}>
          <select
            id={`${id}-status`}
            className={selectClass}
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
          </select>
        </LabelledField>
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
                sort: oneOf(leadSortValues, event.target.value) ?? DEFAULT_LEAD_SORT,
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
