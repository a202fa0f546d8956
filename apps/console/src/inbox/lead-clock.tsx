import { consoleLeadClockCopy as copy, formatBusinessMinutes } from "@innovatehub/content/console";
import { leadClockState, type LeadClockState } from "@innovatehub/domain";
import { StatusBadge } from "@innovatehub/ui/status-badge";

const TONES = {
  on_time: "neutral",
  past_target: "attention",
  overdue: "negative",
} as const satisfies Record<LeadClockState, "neutral" | "attention" | "negative">;

type LeadClockProps = {
  /** Business minutes waited so far, or taken to answer; null when the lead closed unanswered. */
  ageMinutes: number | null;
  waiting: boolean;
};

/**
 * A lead's clock: how long a waiting lead has waited, marked past target or overdue, or how long it took to
 * answer. The words carry the state; the badge's colour only repeats it.
 */
export function LeadClock({ ageMinutes, waiting }: LeadClockProps) {
  if (ageMinutes === null) {
    return <span className="text-muted-foreground">{copy.closedUnanswered}</span>;
  }
  const age = formatBusinessMinutes(ageMinutes);
  if (!waiting) {
    return <span className="text-muted-foreground">{copy.answeredIn(age)}</span>;
  }
  const state = leadClockState(ageMinutes);
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1" data-clock-state={state}>
      <span>{copy.waiting(age)}</span>
      {state === "on_time" ? null : (
        <StatusBadge tone={TONES[state]}>{copy.states[state]}</StatusBadge>
      )}
    </span>
  );
}
