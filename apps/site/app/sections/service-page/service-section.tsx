import type { ReactNode } from "react";
import type { SectionHeading as SectionHeadingContent } from "@innovatehub/content/site";
import { cn } from "@innovatehub/ui/lib/utils";
import { SectionHeading } from "../common/section-heading";

type ServiceSectionProps = {
  /** Used for the heading id, and as the section id (an in-page anchor) when `anchor` is set. */
  slug: string;
  heading: SectionHeadingContent;
  anchor?: boolean;
  tone?: "default" | "muted" | "navy";
  className?: string;
  children: ReactNode;
};

const TONE_CLASSES = {
  default: "bg-background",
  muted: "bg-muted/40",
  navy: "bg-navy text-navy-foreground",
} as const;

/** One band of a service page: a heading and its content, labelled by the heading. */
export function ServiceSection({ slug, heading, anchor = false, tone = "default", className, children }: ServiceSectionProps) {
  const headingId = `${slug}-heading`;
  return (
    <section
      id={anchor ? slug : undefined}
      aria-labelledby={headingId}
      className={cn("px-4 py-16 sm:px-6 lg:px-8 lg:py-24", TONE_CLASSES[tone], className)}
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          eyebrow={heading.eyebrow}
          title={heading.title}
          description={heading.description}
          headingId={headingId}
          tone={tone === "navy" ? "inverse" : "default"}
        />
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
