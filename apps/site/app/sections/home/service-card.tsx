import { Link } from "react-router";
import {
  HOME_SERVICE_FEATURES_SHOWN,
  interfaceIcons,
  type ServiceCard as ServiceCardContent,
} from "@innovatehub/content/site";
import { Badge } from "@innovatehub/ui/badge";
import { cn } from "@innovatehub/ui/lib/utils";
import { ContentIcon } from "../../lib/icons";
import { fadeUp } from "../../lib/fade-up/fade-up";

type ServiceCardProps = { card: ServiceCardContent; linkLabel: string };

/** A home-grid service card: badge, icon, title, up to three features and a link to the service page. */
export function ServiceCard({ card, linkLabel }: ServiceCardProps) {
  const featured = card.badge === "Featured";
  return (
    <article
      {...fadeUp(
        "visibility",
        cn(
          "group relative flex h-full flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-elevation-1 transition-[box-shadow,border-color] duration-200 hover:border-primary/40 hover:shadow-elevation-2 motion-reduce:transition-none",
          featured ? "border-primary/40 ring-1 ring-primary/20" : "border-border",
        ),
      )}
    >
      <div className="flex items-start justify-between gap-4">
        <span className="inline-flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
          <ContentIcon name={card.icon} className="size-6" />
        </span>
        {card.badge === "" ? null : (
          <Badge variant={featured ? "default" : "success"}>{card.badge}</Badge>
        )}
      </div>
      <h3 className="mt-5 text-h4">{card.title}</h3>
      <p className="mt-2 text-body text-muted-foreground">{card.description}</p>
      <ul className="mt-5 flex flex-col gap-2">
        {card.features.slice(0, HOME_SERVICE_FEATURES_SHOWN).map((feature) => (
          <li key={feature} className="flex gap-2 text-small">
            <ContentIcon name={interfaceIcons.included} className="mt-0.5 size-4 shrink-0 text-success" />
            {feature}
          </li>
        ))}
      </ul>
      <Link
        to={card.link}
        className="mt-auto inline-flex min-h-11 items-center gap-2 self-start rounded-md pt-6 font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        {linkLabel}
        <span className="sr-only">: {card.title}</span>
        <ContentIcon
          name={interfaceIcons.forward}
          className="size-4 transition-transform duration-200 group-hover:translate-x-0.5 motion-reduce:transition-none"
        />
      </Link>
    </article>
  );
}
