import type { ReactNode } from "react";
import type { IconName } from "@innovatehub/content/site";
import { cn } from "@innovatehub/ui/lib/utils";
import { ContentIcon } from "../../lib/icons";

/** Five cards on a six-column grid: three in the first row, two wider ones in the second, no hole. */
const FIRST_ROW_COUNT = 3;

/** Column span of the card at `index`; the wide card also fills the tablet row it sits in alone. */
export function cardGridSpan(index: number, wide: boolean): string {
  if (wide) {
    return "sm:col-span-2 lg:col-span-3";
  }
  return index < FIRST_ROW_COUNT ? "lg:col-span-2" : "lg:col-span-3";
}

type CardGridProps = {
  headingId: string;
  /** Names the section for screen readers; the cards' own headings say the rest. */
  label: string;
  children: ReactNode;
};

/** A section holding one list of cards laid out with `cardGridSpan`. */
export function CardGrid({ headingId, label, children }: CardGridProps) {
  return (
    <section aria-labelledby={headingId} className="px-4 pb-12 sm:px-6 lg:px-8">
      <h2 id={headingId} className="sr-only">
        {label}
      </h2>
      <ul className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-6">{children}</ul>
    </section>
  );
}

type CardGridIntroProps = {
  icon: IconName;
  /** Colours of the icon tile. */
  tileClassName: string;
  title: string;
  description: string;
};

/** A card's icon tile, h3 and description. */
export function CardGridIntro({ icon, tileClassName, title, description }: CardGridIntroProps) {
  return (
    <>
      <span
        className={cn("inline-flex size-12 items-center justify-center rounded-lg", tileClassName)}
      >
        <ContentIcon name={icon} className="size-6" />
      </span>
      <h3 className="mt-5 text-h4">{title}</h3>
      <p className="mt-2 text-body text-muted-foreground">{description}</p>
    </>
  );
}
