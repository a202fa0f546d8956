import type { ServiceListItem } from "@innovatehub/content/site";
import { cn } from "@innovatehub/ui/lib/utils";
import { ContentIcon } from "../../lib/icons";
import { fadeUp } from "../../lib/fade-up/fade-up";
import { accentTileClass, type ServiceAccent } from "./service-accent";

type ServiceListProps = {
  items: readonly ServiceListItem[];
  accent: ServiceAccent;
};

/** What the service offers: icon, name, one sentence and optional points per item. */
export function ServiceList({ items, accent }: ServiceListProps) {
  return (
    <ul className="grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} {...fadeUp("top", "flex gap-4")}>
          <span
            className={cn(
              "inline-flex size-12 shrink-0 items-center justify-center rounded-xl",
              accentTileClass[accent],
            )}
          >
            <ContentIcon name={item.icon} className="size-6" />
          </span>
          <div>
            <h3 className="text-h4">{item.title}</h3>
            <p className="mt-1 text-body text-muted-foreground">{item.description}</p>
            {item.points && item.points.length > 0 ? (
              <ul className="mt-3 list-disc space-y-1 pl-5 text-small text-muted-foreground">
                {item.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
