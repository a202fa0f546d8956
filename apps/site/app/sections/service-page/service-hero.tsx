import type { ReactNode } from "react";
import { bookingDemoTrigger, type ServicePageContent } from "@innovatehub/content/site";
import { cn } from "@innovatehub/ui/lib/utils";
import { BookingDialogTrigger } from "../../features/booking/booking-dialog-trigger";
import { ActionLink } from "../action-link";
import { FeaturePoints } from "../common/feature-points";
import { accentButtonVariant, accentTextClass, accentTileClass, type ServiceAccent } from "./service-accent";

type ServiceHeroProps = {
  hero: ServicePageContent["hero"];
  accent: ServiceAccent;
  /** The page's illustration (decorative). */
  visual: ReactNode;
};

/** A service page's opening: the page's h1, subtitle, two actions, feature points and its illustration. */
export function ServiceHero({ hero, accent, visual }: ServiceHeroProps) {
  return (
    <section
      aria-labelledby="service-hero-title"
      data-slot="service-hero"
      className="relative isolate overflow-hidden bg-gradient-to-b from-secondary to-background px-4 pt-12 pb-16 sm:px-6 lg:px-8 lg:pt-20 lg:pb-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <div>
          {hero.eyebrow ? (
            <p className={cn("text-small font-semibold tracking-wider uppercase", accentTextClass[accent])}>
              {hero.eyebrow}
            </p>
          ) : null}
          <h1 id="service-hero-title" className="mt-3 text-display text-balance">
            {hero.title}
          </h1>
          {hero.subtitle ? (
            <p className={cn("mt-3 text-h3 text-balance", accentTextClass[accent])}>{hero.subtitle}</p>
          ) : null}
          <p className="mt-5 max-w-xl text-body text-muted-foreground sm:text-h4 sm:font-normal">{hero.description}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ActionLink action={hero.primaryAction} size="lg" variant={accentButtonVariant[accent]} />
            <ActionLink action={hero.secondaryAction} size="lg" variant="outline" />
          </div>
          <BookingDialogTrigger variant="link" size="inline" className="mt-3" defaults={bookingDemoTrigger}>
            {bookingDemoTrigger.label}
          </BookingDialogTrigger>
          <FeaturePoints points={hero.featurePoints} tileClassName={accentTileClass[accent]} />
        </div>
        <div className="flex justify-center lg:justify-end">{visual}</div>
      </div>
    </section>
  );
}
