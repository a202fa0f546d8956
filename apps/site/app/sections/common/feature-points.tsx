import type { IconItem } from "@innovatehub/content/site";
import { cn } from "@innovatehub/ui/lib/utils";
import { ContentIcon } from "../../lib/icons";

type FeaturePointsProps = {
  points?: readonly IconItem[];
  /** Colours of the icon tile; a service page passes its accent. */
  tileClassName?: string;
};

/** A hero's short claims under its buttons: an icon tile, a title and a line of description each. */
export function FeaturePoints({ points, tileClassName }: FeaturePointsProps) {
  if (points === undefined || points.length === 0) {
    return null;
  }
  return (
    <ul className="mt-10 grid gap-4 sm:grid-cols-2">
      {points.map((point) => (
        <li key={point.id} className="flex gap-3">
          <span
            className={cn(
              "inline-flex size-10 shrink-0 items-center justify-center rounded-lg",
              tileClassName ?? "bg-secondary text-primary",
            )}
          >
            <ContentIcon name={point.icon} className="size-5" />
          </span>
          <span>
            <span className="block text-body font-semibold">{point.title}</span>
            <span className="block text-small text-muted-foreground">{point.description}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
