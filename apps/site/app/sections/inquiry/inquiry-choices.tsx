import { Link } from "react-router";
import { ArrowRightIcon } from "lucide-react";
import type { InquiryChoice } from "@innovatehub/content";
import { cn } from "@innovatehub/ui/lib/utils";
import { ContentIcon } from "../../lib/icons";
import { fadeUp } from "../fade-up";

/** Five choices on a six-column grid: three in the first row, two wider ones in the second. */
const FIRST_ROW_COUNT = 3;

type InquiryChoicesProps = { label: string; choices: readonly InquiryChoice[] };

const ACCENTS: Readonly<Record<InquiryChoice["id"], string>> = {
  ai: "bg-accent-ai/10 text-accent-ai",
  digital: "bg-secondary text-primary",
  ecommerce: "bg-success/10 text-success",
  global: "bg-navy/10 text-navy",
  booking: "bg-primary text-primary-foreground",
};

/** The general inquiry page's choice: each kind of inquiry leads to its form, or to booking. */
export function InquiryChoices({ label, choices }: InquiryChoicesProps) {
  return (
    <section aria-labelledby="inquiry-choices-heading" className="px-4 pb-12 sm:px-6 lg:px-8">
      <h2 id="inquiry-choices-heading" className="sr-only">
        {label}
      </h2>
      <ul className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-6">
        {choices.map((choice, index) => (
          <li
            key={choice.id}
            {...fadeUp(
              "top",
              cn(
                index < FIRST_ROW_COUNT ? "lg:col-span-2" : "lg:col-span-3",
                choice.id === "booking" && "sm:col-span-2 lg:col-span-3",
              ),
            )}
          >
            <Link
              to={choice.action.path}
              className="group flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-elevation-1 transition-[box-shadow,border-color,transform] duration-200 hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-elevation-2 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            >
              <span
                className={cn(
                  "inline-flex size-12 items-center justify-center rounded-lg",
                  ACCENTS[choice.id],
                )}
              >
                <ContentIcon name={choice.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-h4">{choice.title}</h3>
              <p className="mt-2 text-body text-muted-foreground">{choice.description}</p>
              <span className="mt-auto inline-flex items-center gap-2 pt-6 text-small font-semibold text-primary">
                {choice.action.name}
                <ArrowRightIcon
                  aria-hidden="true"
                  className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
