import {
  ALL_SERVICES_FEATURES_SHOWN,
  interfaceIcons,
  type Service,
} from "@innovatehub/content/site";
import { Button } from "@innovatehub/ui/button";
import { memo } from "react";
import { Link } from "react-router";
import { ContentIcon } from "../../lib/icons";

type CatalogueCardProps = { service: Service; linkLabel: string };

/**
 * An All Services card: icon, title, description, the first two features and a link to the service page.
 * Memoized: the catalogue renders again right after hydration (to read the URL query), and a card whose service
 * is unchanged has nothing to redo, which keeps that render off the page's main-thread budget.
 */
export const CatalogueCard = memo(function CatalogueCard({ service, linkLabel }: CatalogueCardProps) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-border bg-card p-6 text-card-foreground shadow-elevation-1 transition-[box-shadow,border-color] duration-200 hover:border-primary/40 hover:shadow-elevation-2 motion-reduce:transition-none">
      <span className="inline-flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
        <ContentIcon name={service.icon} className="size-6" />
      </span>
      <h3 className="mt-5 text-h4">{service.title}</h3>
      <p className="mt-2 text-body text-muted-foreground">{service.description}</p>
      <ul className="mt-5 flex flex-col gap-3">
        {service.features.slice(0, ALL_SERVICES_FEATURES_SHOWN).map((feature) => (
          <li key={feature.title} className="flex gap-2">
            <ContentIcon name={interfaceIcons.included} className="mt-0.5 size-4 shrink-0 text-success" />
            <span>
              <span className="block text-small font-semibold">{feature.title}</span>
              <span className="block text-small text-muted-foreground">{feature.description}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <Button asChild variant="outline">
          <Link to={service.ctaLink}>
            {linkLabel}
            <span className="sr-only">: {service.title}</span>
          </Link>
        </Button>
      </div>
    </article>
  );
});
