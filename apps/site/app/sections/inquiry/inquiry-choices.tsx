import { interfaceIcons } from "@innovatehub/content/site";
import { Link } from "react-router";
import type { InquiryChoice } from "@innovatehub/content/site";
import { fadeUp } from "../../lib/fade-up/fade-up";
import { CardGrid, CardGridIntro, cardGridSpan } from "../common/card-grid";
import { ContentIcon } from "../../lib/icons";

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
    <CardGrid headingId="inquiry-choices-heading" label={label}>
      {choices.map((choice, index) => (
        <li key={choice.id} {...fadeUp("top", cardGridSpan(index, choice.id === "booking"))}>
          <Link
            to={choice.action.path}
            className="group flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-elevation-1 transition-[box-shadow,border-color,transform] duration-200 hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-elevation-2 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none motion-reduce:transition-none motion-reduce:hover:translate-y-0"
          >
            <CardGridIntro
              icon={choice.icon}
              tileClassName={ACCENTS[choice.id]}
              title={choice.title}
              description={choice.description}
            />
            <span className="mt-auto inline-flex items-center gap-2 pt-6 text-small font-semibold text-primary">
              {choice.action.name}
              <ContentIcon
                name={interfaceIcons.forward}
                className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
              />
            </span>
          </Link>
        </li>
      ))}
    </CardGrid>
  );
}
