import { interfaceIcons } from "@innovatehub/content/site";
import { Link } from "react-router";
import type {
  Action,
  SectionHeading as SectionHeadingContent,
  Service,
} from "@innovatehub/content/site";
import { Button } from "@innovatehub/ui/button";
import { ContentIcon } from "../../lib/icons";
import { ActionLink } from "../action-link";
import { fadeUp } from "../../lib/fade-up/fade-up";
import { SectionHeading } from "../common/section-heading";

type ServiceTilesProps = {
  heading: SectionHeadingContent;
  services: readonly Service[];
  learnMoreLabel: string;
  clientsTeaser: { title: string; description: string };
  viewAllClients: Action;
};

const HEADING_ID = "service-tiles-heading";

/** Each tile links to /{service id}, and its Learn More button goes to the same place. */
function serviceTilePath(service: Pick<Service, "id">): string {
  return `/${service.id}`;
}

/** The services page's tiles, then the clients teaser with View All Clients. */
export function ServiceTiles({
  heading,
  services,
  learnMoreLabel,
  clientsTeaser,
  viewAllClients,
}: ServiceTilesProps) {
  return (
    <section
      id={heading.id}
      aria-labelledby={HEADING_ID}
      className="px-4 py-16 sm:px-6 lg:px-8 lg:py-24"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading {...heading} headingId={HEADING_ID} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => {
            const path = serviceTilePath(service);
            return (
              <li key={service.id} {...fadeUp("top")}>
                <article className="group relative flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-elevation-1 transition-[box-shadow,border-color,translate] duration-200 hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-elevation-2 motion-reduce:transition-none motion-reduce:hover:translate-y-0">
                  <span className="inline-flex size-12 items-center justify-center rounded-lg bg-secondary text-primary transition-colors duration-200 group-hover:bg-primary group-hover:text-primary-foreground">
                    <ContentIcon name={service.icon} className="size-6" />
                  </span>
                  <h3 className="mt-5 text-h4">
                    <Link
                      to={path}
                      className="rounded-sm outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/60"
                    >
                      {service.title}
                    </Link>
                  </h3>
                  <p className="mt-2 text-body text-muted-foreground">{service.description}</p>
                  <div className="mt-auto pt-6">
                    <Button asChild variant="secondary">
                      <Link to={path}>
                        {learnMoreLabel}
                        <span className="sr-only">: {service.title}</span>
                        <ContentIcon name={interfaceIcons.forward} />
                      </Link>
                    </Button>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
        <div
          {...fadeUp(
            "top",
            "mt-12 flex flex-col items-start gap-6 rounded-2xl bg-secondary p-6 sm:p-8 md:flex-row md:items-center md:justify-between",
          )}
        >
          <div>
            <h3 className="text-h4">{clientsTeaser.title}</h3>
            <p className="mt-2 text-body text-muted-foreground">{clientsTeaser.description}</p>
          </div>
          <ActionLink action={viewAllClients} size="lg" className="shrink-0" />
        </div>
      </div>
    </section>
  );
}
