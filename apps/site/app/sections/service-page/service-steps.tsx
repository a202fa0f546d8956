import type { Step } from "@innovatehub/content/site";
import { cn } from "@innovatehub/ui/lib/utils";
import { ContentIcon } from "../../lib/icons";
import { fadeUp } from "../../lib/fade-up/fade-up";

type ServiceStepsProps = {
  steps: readonly Step[];
  /** "inverse" on navy bands. */
  tone?: "default" | "inverse";
};

const COLUMNS_BY_COUNT: Readonly<Record<number, string>> = {
  3: "lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
  5: "sm:grid-cols-2 lg:grid-cols-5",
};

/** Numbered stages of a method or process; the ordered list gives assistive tech the position. */
export function ServiceSteps({ steps, tone = "default" }: ServiceStepsProps) {
  const inverse = tone === "inverse";
  return (
    <ol className={cn("grid gap-6", COLUMNS_BY_COUNT[steps.length] ?? "sm:grid-cols-2 lg:grid-cols-3")}>
      {steps.map((step, index) => (
        <li
          key={step.id}
          {...fadeUp(
            "top",
            cn(
              "relative flex flex-col rounded-xl border p-6",
              inverse ? "border-navy-foreground/15 bg-navy-hover" : "border-border bg-card shadow-elevation-1",
            ),
          )}
        >
          <div className="flex items-center justify-between">
            <span
              aria-hidden="true"
              className={cn(
                "inline-flex size-10 items-center justify-center rounded-full text-body font-bold",
                inverse ? "bg-success text-success-foreground" : "bg-primary text-primary-foreground",
              )}
            >
              {index + 1}
            </span>
            <ContentIcon
              name={step.icon}
              className={cn("size-6", inverse ? "text-navy-muted" : "text-primary")}
            />
          </div>
          <h3 className="mt-5 text-h4">{step.title}</h3>
          <p className={cn("mt-2 text-small", inverse ? "text-navy-muted" : "text-muted-foreground")}>
            {step.description}
          </p>
        </li>
      ))}
    </ol>
  );
}
