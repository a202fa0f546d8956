import { type KeyboardEvent, useRef, useState } from "react";
import {
  clientSectionCopy,
  type ClientTypeFilter as FilterOption,
  interfaceIcons,
} from "@innovatehub/content/site";
import { Button } from "@innovatehub/ui/button";
import { cn } from "@innovatehub/ui/lib/utils";
import { ContentIcon } from "../../lib/icons";
import { useIsHydrated } from "../../hooks/use-is-hydrated";
import { choiceForm } from "../../lib/search-param-choice";

/** The URL query key of the chosen client type. */
export const CLIENT_TYPE_PARAM = "type";
/** A page shows one client section, so one filter menu. */
const MENU_ID = "client-type-menu";

type FilterProps = {
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
};

type ClientTypeFilterProps = FilterProps & {
  /** The section a choice made before the scripts run returns to. */
  anchorId: string;
};

/** Desktop: a row of toggle buttons. */
function FilterButtons({ options, value, onChange }: FilterProps) {
  return (
    <div
      role="group"
      aria-label={clientSectionCopy.filterLabel}
      data-slot="client-filter-buttons"
      className="hidden flex-wrap gap-2 md:flex"
    >
      {options.map((option) => (
        <Button
          key={option.value}
          size="sm"
          variant={option.value === value ? "default" : "outline"}
          aria-pressed={option.value === value}
          type="submit"
          name={CLIENT_TYPE_PARAM}
          value={option.value}
          onClick={() => onChange(option.value)}
          shape="pill"
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}

/**
 * Phones: a filter menu that closes after a choice and hands focus back to its button. Its button opens the menu
 * only once the scripts run, so until then it is shown disabled rather than looking ready.
 */
function FilterMenu({ options, value, onChange }: FilterProps) {
  const hydrated = useIsHydrated();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const current = options.find((option) => option.value === value) ?? options[0];

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  // Escape on the button or an option closes the menu; focus leaving the menu closes it too.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (open && event.key === "Escape") {
      event.stopPropagation();
      close();
    }
  };

  return (
    <div
      data-slot="client-filter-menu"
      className="relative md:hidden"
      onBlur={(event) => {
        if (
          !(event.relatedTarget instanceof Node) ||
          !event.currentTarget.contains(event.relatedTarget)
        ) {
          setOpen(false);
        }
      }}
    >
      <Button
        ref={triggerRef}
        variant="outline"
        width="full"
        disabled={!hydrated}
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={closeOnEscape}
        justify="between"
      >
        <span className="inline-flex items-center gap-2">
          <ContentIcon name={interfaceIcons.filter} />
          {clientSectionCopy.filterMenuLabel}: {current?.label}
        </span>
        <ContentIcon
          name={interfaceIcons.expand}
          className={cn("transition-transform", open && "rotate-180")}
        />
      </Button>
      <div
        id={MENU_ID}
        role="group"
        aria-label={clientSectionCopy.filterLabel}
        hidden={!open}
        className="absolute inset-x-0 top-full z-20 mt-2 rounded-lg border border-border bg-popover p-1 shadow-elevation-3"
      >
        {options.map((option) => {
          const selected = option.value === value;
          return (
            <button
              key={option.value}
              aria-pressed={selected}
              onKeyDown={closeOnEscape}
              type="submit"
              name={CLIENT_TYPE_PARAM}
              value={option.value}
              onClick={() => {
                onChange(option.value);
                close();
              }}
              className={cn(
                "flex min-h-11 w-full cursor-pointer items-center justify-between rounded-md px-3 text-left text-small font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60",
                selected && "text-primary",
              )}
            >
              {option.label}
              {selected ? <ContentIcon name={interfaceIcons.included} className="size-4" /> : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** The client type filter (default all types): buttons from md up, a menu below. */
export function ClientTypeFilter({ anchorId, ...props }: ClientTypeFilterProps) {
  return (
    <form {...choiceForm(anchorId)}>
      <FilterButtons {...props} />
      <FilterMenu {...props} />
    </form>
  );
}
