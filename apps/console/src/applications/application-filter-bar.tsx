import { agentApplicationStages, agentBusinessPackages } from "@innovatehub/domain";
import {
  agentPackageLabels,
  agentStageLabels,
  applicationAgeOptions,
  consoleApplicationsCopy as copy,
} from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import { Field, FieldControl, FieldLabel } from "@innovatehub/ui/field";
import { NativeSelect } from "@innovatehub/ui/native-select";
import { SearchBox } from "@innovatehub/ui/search-box";
import type { ApplicationFilters } from "../data/agents/application-filters";
import { oneOf } from "../inbox/inbox-filters";

type Option = { value: string; label: string };

type Props = {
  filters: ApplicationFilters;
  provinces: readonly { code: string; name: string }[];
  members: readonly { user_id: string; email: string }[];
  onChange: (next: Partial<ApplicationFilters>) => void;
  onClear: () => void;
};

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | null;
  options: readonly Option[];
  onChange: (value: string | null) => void;
}) {
  return (
    <Field>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <NativeSelect
          value={value ?? ""}
          onChange={(event) => onChange(event.target.value || null)}
        >
          <option value="">{copy.anyOption}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FieldControl>
    </Field>
  );
}

/** Every control changes the URL at once (one history entry each), so the back button steps through them. */
export function ApplicationFilterBar({ filters, provinces, members, onChange, onClear }: Props) {
  return (
    <div className="flex flex-col gap-4">
      <SearchBox
        value={filters.q ?? ""}
        onSearch={(q) => onChange({ q: q || null })}
        shortcut={copy.searchShortcut}
        labels={{
          search: copy.searchLabel,
          submit: copy.searchButton,
          clear: copy.clearSearch,
          shortcutHint: copy.searchShortcutHint,
        }}
      />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-5 md:items-start">
        <Select
          label={copy.stageLabel}
          value={filters.stage}
          options={agentApplicationStages.map((stage) => ({
            value: stage,
            label: agentStageLabels[stage],
          }))}
          onChange={(value) => onChange({ stage: oneOf(agentApplicationStages, value) })}
        />
        <Select
          label={copy.provinceLabel}
          value={filters.province}
          options={provinces.map((province) => ({ value: province.code, label: province.name }))}
          onChange={(province) => onChange({ province })}
        />
        <Select
          label={copy.packageLabel}
          value={filters.package}
          options={agentBusinessPackages.map((value) => ({
            value,
            label: agentPackageLabels[value],
          }))}
          onChange={(value) => onChange({ package: oneOf(agentBusinessPackages, value) })}
        />
        <Select
          label={copy.assigneeLabel}
          value={filters.assignee}
          options={members.map((member) => ({ value: member.user_id, label: member.email }))}
          onChange={(assignee) => onChange({ assignee })}
        />
        <Select
          label={copy.ageLabel}
          value={filters.minAge === null ? null : String(filters.minAge)}
          options={applicationAgeOptions}
          onChange={(value) => onChange({ minAge: value === null ? null : Number(value) })}
        />
      </div>
      <div>
        <Button type="button" variant="ghost" size="sm" onClick={onClear}>
          {copy.clearFilters}
        </Button>
      </div>
    </div>
  );
}
