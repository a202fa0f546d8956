import type { SectionHeading as SectionHeadingContent } from "@innovatehub/content/site";
import { cn } from "@innovatehub/ui/lib/utils";

type SectionHeadingProps = Omit<SectionHeadingContent, "id"> & {
  /** Id of the heading element, so the enclosing section can use `aria-labelledby`. */
  headingId?: string;
  align?: "center" | "start";
  /** "inverse" for navy or primary backgrounds. */
  tone?: "default" | "inverse";
  className?: string;
};

/** Eyebrow, h2 and lead paragraph that open a page section. */
export function SectionHeading({
  eyebrow,
  title,
  description,
  headingId,
  align = "center",
  tone = "default",
  className,
}: SectionHeadingProps) {
  const inverse = tone === "inverse";
  return (
    <div
      data-slot="section-heading"
      className={cn("max-w-3xl", align === "center" ? "mx-auto text-center" : "text-left", className)}
    >
      {eyebrow ? (
        <p
          className={cn(
            "text-small font-semibold tracking-wider uppercase",
            inverse ? "text-navy-muted" : "text-primary",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2 id={headingId} className={cn("text-h2 text-balance", eyebrow ? "mt-3" : undefined)}>
        {title}
      </h2>
      {description ? (
        <p className={cn("mt-4 text-body text-pretty", inverse ? "text-navy-muted" : "text-muted-foreground")}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
