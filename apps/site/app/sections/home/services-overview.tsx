import type {
  Action,
  SectionHeading as SectionHeadingContent,
  ServiceCard as ServiceCardContent,
} from "@innovatehub/content/site";
import { ActionLink } from "../action-link";
import { SectionHeading } from "../common/section-heading";
import { ServiceCard } from "./service-card";

type ServicesOverviewProps = {
  heading: SectionHeadingContent;
  cards: readonly ServiceCardContent[];
  linkLabel: string;
  action: Action;
};

const HEADING_ID = "services-overview-heading";

/** The home services grid: every service card and a link to the full catalogue. */
export function ServicesOverview({ heading, cards, linkLabel, action }: ServicesOverviewProps) {
  return (
    <section aria-labelledby={HEADING_ID} className="bg-muted/60 px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
      <div className="mx-auto max-w-6xl">
        <SectionHeading {...heading} headingId={HEADING_ID} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.id}>
              <ServiceCard card={card} linkLabel={linkLabel} />
            </li>
          ))}
        </ul>
        <div className="mt-12 flex justify-center">
          <ActionLink action={action} size="lg" variant="outline" />
        </div>
      </div>
    </section>
  );
}
