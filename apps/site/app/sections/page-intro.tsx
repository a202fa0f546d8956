import type { Hero } from "@innovatehub/content/site";
import { cn } from "@innovatehub/ui/lib/utils";
import { ActionLink } from "./action-link";

type PageIntroProps = Pick<Hero, "eyebrow" | "title" | "description" | "primaryAction" | "secondaryAction"> & {
  className?: string;
};

/** A page's opening band: eyebrow, the page's one h1, a lead paragraph and up to two actions. */
export function PageIntro({
  eyebrow,
  title,
  description,
  primaryAction,
  secondaryAction,
  className,
}: PageIntroProps) {
  return (
    <section
      data-slot="page-intro"
      className={cn(
        "relative isolate overflow-hidden bg-gradient-to-b from-secondary to-background px-4 pt-12 pb-16 sm:px-6 lg:px-8 lg:pt-20 lg:pb-24",
        className,
      )}
    >
      <div className="mx-auto max-w-3xl text-center">
        {eyebrow ? (
          <p className="text-small font-semibold tracking-wider text-primary uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-3 text-h1 text-balance">{title}</h1>
        <p className="mt-5 text-body text-muted-foreground sm:text-h4 sm:font-normal">{description}</p>
        {primaryAction || secondaryAction ? (
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {primaryAction ? <ActionLink action={primaryAction} size="lg" /> : null}
            {secondaryAction ? (
              <ActionLink action={secondaryAction} size="lg" variant="outline" />
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
