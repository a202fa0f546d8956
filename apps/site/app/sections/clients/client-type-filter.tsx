import { useEffect, useId, useRef, useState } from "react";
import {
  clientSectionCopy,
  type ClientTypeFilter as FilterOption,
  interfaceIcons,
} from "@innovatehub/content";
import { Button } from "@innovatehub/ui/button";
import { cn } from "@innovatehub/ui/lib/utils";
import { ContentIcon } from "../../lib/icons";

type ClientTypeFilterProps = {
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
};

/** Desktop: a row of toggle buttons. */
function FilterButtons({ options, value, onChange }: ClientTypeFilterProps) {
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
          onClick={() => onChange(option.value)}
          className="rounded-full"
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}

/** Mobile (docs/product.md §2): a filter menu that closes after a choice and hands focus back to its button. */
function FilterMenu({ options, value, onChange }: ClientTypeFilterProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const current = options.find((option) => option.value === value) ?? options[0];

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  useEffect(() => {
    const root = rootRef.current;
    if (!open || root === null) {
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        setOpen(false);
        triggerRef.current?.focus();
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node) || !root.contains(event.relatedTarget)) {
        setOpen(false);
      }
    };
    root.addEventListener("keydown", onKeyDown);
    root.addEventListener("focusout", onFocusOut);
    return () => {
      root.removeEventListener("keydown", onKeyDown);
      root.removeEventListener("focusout", onFocusOut);
    };
  }, [open]);

  return (
    <div ref={rootRef} data-slot="client-filter-menu" className="relative md:hidden">
      <Button
        ref={triggerRef}
        variant="outline"
        width="full"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="justify-between"
      >
        <span className="inline-flex items-center gap-2">
          <ContentIcon name={interfaceIcons.filter} />
          {clientSectionCopy.filterMenuLabel}: {current?.label}
        </span>
        <ContentIcon name={interfaceIcons.expand} className={cn("transition-transform", open && "rotate-180")} />
      </Button>
      <div
        id={menuId}
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
              type="button"
              aria-pressed={selected}
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

/** The client type filter (docs/product.md §4, default "all"): buttons from md up, a menu below. */
export function ClientTypeFilter(props: ClientTypeFilterProps) {
  return (
    <>
      <FilterButtons {...props} />
      <FilterMenu {...props} />
    </>
  );
}
