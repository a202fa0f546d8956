import { useId, useState } from "react";
import {
  type Partner,
  partnerHasMore,
  partnersPage,
  interfaceIcons,
} from "@innovatehub/content/site";
import { Button } from "@innovatehub/ui/button";
import { cn } from "@innovatehub/ui/lib/utils";
import { PartnerCategoryIcon } from "./partner-category-icon";
import { PartnerMark } from "../common/partner-mark";
import { ContentIcon } from "../../lib/icons";
import { useIsHydrated } from "../../hooks/use-is-hydrated";

type PartnerCardProps = { partner: Partner; className?: string };

type MoreToggleProps = { expanded: boolean; controls: string; onToggle: () => void };

/**
 * Show More / Show Less, disabled until the page's scripts run. The one part of a card that changes at
 * hydration, so that change re-renders this button alone, not every card (the page's main-thread budget).
 */
function MoreToggle({ expanded, controls, onToggle }: MoreToggleProps) {
  const hydrated = useIsHydrated();
  return (
    <Button
      variant="quiet"
      disabled={!hydrated}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      className="-ml-4"
    >
      {expanded ? partnersPage.showLess : partnersPage.showMore}
      <ContentIcon
        name={interfaceIcons.expand}
        className={cn("transition-transform motion-reduce:transition-none", expanded && "rotate-180")}
      />
    </Button>
  );
}

/**
 * A partner: mark, name, category and description, always. Details and integrations expand with
 * Show More / Show Less (disabled until the page's scripts run); cards without them have no toggle.
 */
export function PartnerCard({ partner, className }: PartnerCardProps) {
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  const hasMore = partnerHasMore(partner);
  return (
    <article
      data-slot="partner-card"
      data-expanded={hasMore ? expanded : undefined}
      className={cn(
        "flex h-full flex-col rounded-xl border border-border bg-card p-5 text-card-foreground shadow-elevation-1 transition-[box-shadow,border-color] duration-200 hover:border-primary/30 hover:shadow-elevation-2 motion-reduce:transition-none sm:p-6 xl:p-5",
        className,
      )}
    >
      <div className="flex items-center gap-4">
        <PartnerMark monogram={partner.monogram} category={partner.category} size="lg" />
        <div className="min-w-0">
          <h3 className="text-h4 text-balance">{partner.name}</h3>
          <p className="mt-1 inline-flex items-center gap-1.5 text-small text-muted-foreground">
            <PartnerCategoryIcon category={partner.category} className="size-4 text-primary" />
            {partner.category}
          </p>
        </div>
      </div>
      <p className="mt-4 text-body text-muted-foreground">{partner.description}</p>
      {hasMore ? (
        <div
          id={moreId}
          hidden={!expanded}
          data-slot="partner-more"
          className="mt-4 border-t border-border pt-4"
        >
          {partner.details ? <p className="text-body">{partner.details}</p> : null}
          {partner.integrations && partner.integrations.length > 0 ? (
            <>
              <h4 className="mt-4 text-small font-semibold tracking-wide text-foreground uppercase">
                {partnersPage.integrationsHeading}
              </h4>
              <ul className="mt-2 flex flex-wrap gap-2">
                {partner.integrations.map((integration) => (
                  <li
                    key={integration}
                    className="rounded-full bg-secondary px-3 py-1 text-small font-medium text-secondary-foreground"
                  >
                    {integration}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-1 gap-y-2 pt-6">
        {hasMore ? (
          <MoreToggle
            expanded={expanded}
            controls={moreId}
            onToggle={() => setExpanded((wasExpanded) => !wasExpanded)}
          />
        ) : (
          <span />
        )}
        {partner.website ? (
          <a
            href={partner.website}
            target="_blank"
            rel="noopener noreferrer"
            className="-mr-1 inline-flex min-h-11 items-center gap-1.5 rounded-md px-1 text-small font-semibold text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
          >
            {partnersPage.visitWebsite}
            <span className="sr-only"> ({partner.name})</span>
            <ContentIcon name={interfaceIcons.externalLink} className="size-4" />
          </a>
        ) : null}
      </div>
    </article>
  );
}
