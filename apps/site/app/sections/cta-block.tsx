import type { CallToAction } from "@innovatehub/content/site";
import { cn } from "@innovatehub/ui/lib/utils";
import { ActionLink } from "./action-link";
import { fadeUp } from "../lib/fade-up/fade-up";

type CtaBlockProps = CallToAction & { className?: string; headingId?: string };

function CtaArtwork() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 400 240"
      preserveAspectRatio="xMaxYMid slice"
      className="pointer-events-none absolute inset-0 size-full text-primary"
    >
      <circle cx="360" cy="20" r="150" className="fill-primary/25" />
      <circle cx="40" cy="250" r="90" className="fill-success/15" />
      <g className="stroke-navy-foreground/15 max-sm:hidden" strokeWidth="1.5" fill="none">
        <path d="M250 40h60l20 20v60l20 20h50" />
        <path d="M220 200h70l20-20h90" />
        <path d="M300 0v20l-20 20" />
      </g>
      <g className="fill-navy-foreground/25 max-sm:hidden">
        <circle cx="250" cy="40" r="4" />
        <circle cx="350" cy="140" r="4" />
        <circle cx="220" cy="200" r="4" />
      </g>
    </svg>
  );
}

/** The shared call-to-action block that closes most pages, fed by content. */
export function CtaBlock({
  title,
  description,
  primaryAction,
  secondaryAction,
  className,
  headingId = "cta-heading",
}: CtaBlockProps) {
  return (
    <section
      aria-labelledby={headingId}
      data-slot="cta-block"
      className={cn("px-4 py-16 sm:px-6 lg:px-8 lg:py-24", className)}
    >
      <div
        {...fadeUp(
          "top",
          "relative isolate mx-auto max-w-6xl overflow-hidden rounded-2xl bg-navy px-6 py-12 text-navy-foreground shadow-elevation-3 sm:px-12 sm:py-16",
        )}
      >
        <CtaArtwork />
        <div className="relative max-w-2xl">
          <h2 id={headingId} className="text-h2 text-balance">
            {title}
          </h2>
          <p className="mt-4 text-body text-navy-muted sm:text-h4 sm:font-normal">{description}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ActionLink action={primaryAction} size="lg" />
            {secondaryAction ? (
              <ActionLink
                action={secondaryAction}
                size="lg"
                variant="outline-inverse"
              />
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
