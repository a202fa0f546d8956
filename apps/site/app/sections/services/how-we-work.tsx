import type { SectionHeading as SectionHeadingContent, Step } from "@innovatehub/content/site";
import { ContentIcon } from "../../lib/icons";
import { fadeUp } from "../../lib/fade-up/fade-up";
import { SectionHeading } from "../common/section-heading";

type HowWeWorkProps = { heading: SectionHeadingContent; steps: readonly Step[] };

const HEADING_ID = "how-we-work-heading";
const STEP_NUMBER_DIGITS = 2;

/** Numbered engagement steps on a navy band. */
export function HowWeWork({ heading, steps }: HowWeWorkProps) {
  return (
    <section
      id={heading.id}
      aria-labelledby={HEADING_ID}
      className="bg-navy px-4 py-16 text-navy-foreground sm:px-6 lg:px-8 lg:py-24"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading {...heading} headingId={HEADING_ID} tone="inverse" />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li
              key={step.id}
              {...fadeUp("top", "relative rounded-xl border border-navy-foreground/15 bg-navy-hover p-6")}
            >
              <div className="flex items-center justify-between">
                <span className="inline-flex size-12 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                  <ContentIcon name={step.icon} className="size-6" />
                </span>
                <span aria-hidden="true" className="text-h2 text-navy-muted">
                  {String(index + 1).padStart(STEP_NUMBER_DIGITS, "0")}
                </span>
              </div>
              <h3 className="mt-5 text-h4">{step.title}</h3>
              <p className="mt-2 text-body text-navy-muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
