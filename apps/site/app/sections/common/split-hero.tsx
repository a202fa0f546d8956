import type { ReactNode } from "react";
import type { Hero } from "@innovatehub/content/site";
import { cn } from "@innovatehub/ui/lib/utils";
import { ActionLink } from "../action-link";
import { FeaturePoints } from "./feature-points";

type SplitHeroProps = Hero & {
  /** The illustration beside the text (below it on phones); decorative drawings should be aria-hidden. */
  visual: ReactNode;
  className?: string;
};

/** A page's opening band with the copy on one side and a drawn illustration on the other. */
export function SplitHero({
  eyebrow,
  title,
  subtitle,
  description,
  primaryAction,
  secondaryAction,
  featurePoints,
  visual,
  className,
}: SplitHeroProps) {
  return (
    <section
      data-slot="split-hero"
      className={cn(
        "relative isolate overflow-hidden bg-gradient-to-b from-secondary via-background to-background px-4 pt-10 pb-12 sm:px-6 lg:px-8 lg:pt-16 lg:pb-16",
        className,
      )}
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-[1.05fr_1fr] lg:gap-16">
        <div>
          {eyebrow ? (
            <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-background/80 px-3 py-1 text-small font-semibold text-primary">
              <span aria-hidden="true" className="size-2 rounded-full bg-success" />
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-5 text-display text-balance">{title}</h1>
          {subtitle ? <p className="mt-5 text-h4 text-pretty text-foreground">{subtitle}</p> : null}
          <p className="mt-4 max-w-xl text-body text-pretty text-muted-foreground">{description}</p>
          {primaryAction || secondaryAction ? (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              {primaryAction ? <ActionLink action={primaryAction} size="lg" /> : null}
              {secondaryAction ? <ActionLink action={secondaryAction} size="lg" variant="outline" /> : null}
            </div>
          ) : null}
          <FeaturePoints points={featurePoints} />
        </div>
        <div className="mx-auto w-full max-w-xs sm:max-w-md lg:max-w-none">{visual}</div>
      </div>
    </section>
  );
}
