import type * as React from "react";

import { cn } from "../lib/utils";
import { Button } from "./button";
import { RequiredMark } from "./label";
import { Skeleton } from "./skeleton";

type TimeSlotOption = {
  /** What `onChange` receives, e.g. "09:30". */
  value: string;
  /** The time as shown, e.g. "9:30 AM". */
  label: string;
  /** A second line, e.g. the same time on the viewer's clock. */
  hint?: string;
};

type TimeSlotGridStatus = "idle" | "loading" | "ready" | "error";

type TimeSlotGridProps = Omit<React.ComponentProps<"fieldset">, "onChange"> & {
  legend: React.ReactNode;
  /** Shows the kit's required mark after the legend. */
  required?: boolean;
  /** The radio group's name; one per form. */
  name: string;
  options: readonly TimeSlotOption[];
  value: string;
  onChange: (value: string) => void;
  status: TimeSlotGridStatus;
  /** What the grid says instead of slots: before a day is chosen, while loading, with none left, on failure. */
  messages: { idle: string; loading: string; empty: string; error: string };
  /** Offered with the error message. */
  retry?: { label: string; onRetry: () => void };
  /** Shown under the grid and tied to it, e.g. "Choose a time." */
  error?: string;
};

const SKELETON_SLOTS = 8;

/**
 * Free times as a grid of radio buttons: Tab enters the group, the arrow keys move between times and choose one,
 * as with any native radio group. Loading, empty and error states say what is going on instead of the grid.
 */
function TimeSlotGrid({
  legend,
  required = false,
  name,
  options,
  value,
  onChange,
  status,
  messages,
  retry,
  error,
  className,
  id,
  ...props
}: TimeSlotGridProps) {
  const errorId = error && id ? `${id}-error` : undefined;
  return (
    <fieldset
      data-slot="time-slot-grid"
      id={id}
      aria-describedby={errorId}
      aria-busy={status === "loading" || undefined}
      className={cn("flex min-w-0 flex-col gap-2", className)}
      {...props}
    >
      <legend className="mb-2 flex items-center gap-2 text-small font-semibold">
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {status === "loading" ? (
        <>
          <p role="status" className="sr-only">
            {messages.loading}
          </p>
          <div className="grid grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-2">
            {Array.from({ length: SKELETON_SLOTS }, (_, index) => (
              <Skeleton key={index} className="h-11" />
            ))}
          </div>
        </>
      ) : status === "error" ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-small">
          <p>{messages.error}</p>
          {retry ? (
            <Button type="button" variant="outline" size="sm" onClick={retry.onRetry}>
              {retry.label}
            </Button>
          ) : null}
        </div>
      ) : status === "idle" || options.length === 0 ? (
        <p role="status" className="text-small text-muted-foreground">
          {status === "idle" ? messages.idle : messages.empty}
        </p>
      ) : (
        <div className="grid grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-2">
          {options.map((option) => (
            <label
              key={option.value}
              className={cn(
                "flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-md border border-input bg-background px-2 py-1 text-center text-small transition-colors hover:bg-accent",
                "has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/60",
                "has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground",
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === value}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              <span className="font-medium tabular-nums">{option.label}</span>
              {option.hint ? <span className="text-small tabular-nums">{option.hint}</span> : null}
            </label>
          ))}
        </div>
      )}
      {error ? (
        <p id={errorId} className="text-small text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export { TimeSlotGrid, type TimeSlotGridProps, type TimeSlotGridStatus, type TimeSlotOption };
