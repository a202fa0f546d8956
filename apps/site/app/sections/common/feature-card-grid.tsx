import type { IconItem } from "@innovatehub/content/site";
import { cn } from "@innovatehub/ui/lib/utils";
import { ContentIcon } from "../../lib/icons";
import { type FadeMode, fadeUp } from "../../lib/fade-up/fade-up";

type FeatureCardGridProps = {
  items: readonly IconItem[];
  /** Columns at the widest breakpoint; phones always show one column, tablets two. */
  columns?: 2 | 3 | 4;
  /** Colour of the icon tile: brand blue, money green or AI violet. */
  accent?: "primary" | "success" | "ai";
  /** Heading level of each card title; h3 under a section h2 by default. */
  titleAs?: "h2" | "h3" | "h4";
  /** "inline" puts the icon beside the text in a tighter card, for short descriptions. */
  layout?: "stacked" | "inline";
  /** How the cards count as "in view" for the fade-up; the home page uses "visibility". */
  fadeMode?: FadeMode;
  className?: string;
};

const COLUMN_CLASSES = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

const ACCENT_CLASSES = {
  primary: "bg-secondary text-primary group-hover:bg-primary group-hover:text-primary-foreground",
  success: "bg-success/10 text-success group-hover:bg-success group-hover:text-success-foreground",
  ai: "bg-accent-ai/10 text-accent-ai group-hover:bg-accent-ai group-hover:text-accent-ai-foreground",
} as const;

/** A list of icon + title + description cards (values, benefits, steps without numbers, ...). */
export function FeatureCardGrid({
  items,
  columns = 3,
  accent = "primary",
  titleAs: Title = "h3",
  fadeMode = "top",
  layout = "stacked",
  className,
}: FeatureCardGridProps) {
  const inline = layout === "inline";
  return (
    <ul data-slot="feature-card-grid" className={cn("grid gap-6", COLUMN_CLASSES[columns], className)}>
      {items.map((item) => (
        <li
          key={item.id}
          {...fadeUp(
            fadeMode,
            cn(
              "group flex rounded-xl border border-border bg-card text-card-foreground shadow-elevation-1 transition-[box-shadow,translate,border-color] duration-200 hover:-translate-y-0.5 hover:border-primary/30 hover:shadow-elevation-2 motion-reduce:transition-none motion-reduce:hover:translate-y-0",
              inline ? "flex-row items-start gap-4 p-5" : "flex-col p-6",
            ),
          )}
        >
          <span
            className={cn(
              "inline-flex size-12 shrink-0 items-center justify-center rounded-lg transition-colors duration-200",
              ACCENT_CLASSES[accent],
            )}
          >
            <ContentIcon name={item.icon} className="size-6" />
          </span>
          <div>
            <Title className={cn("text-h4", inline ? undefined : "mt-5")}>{item.title}</Title>
            <p className={cn("text-body text-muted-foreground", inline ? "mt-1" : "mt-2")}>{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
