import type { PartnerCategory } from "@innovatehub/content/site";
import { cn } from "@innovatehub/ui/lib/utils";

type PartnerMarkProps = {
  /** The mark's text, e.g. "SBA" (content `Partner.monogram`). */
  monogram: string;
  /** Picks the mark's colour so categories read at a glance. */
  category: PartnerCategory;
  size?: "md" | "lg";
  className?: string;
};

const CATEGORY_TONES: Record<PartnerCategory, string> = {
  Banking: "bg-navy text-navy-foreground",
  "Financial Services": "bg-primary text-primary-foreground",
  Logistics: "bg-success text-success-foreground",
  Technology: "bg-accent-ai text-accent-ai-foreground",
  "Payment Solutions": "bg-secondary text-secondary-foreground",
};

const SIZES = {
  /** The home page's partner strip. */
  md: "size-14 rounded-xl text-small",
  /** A partner card on /partners. */
  lg: "size-16 rounded-xl text-h4",
} as const;

/**
 * The site's one partner mark: a typographic tile drawn in CSS (there are no logo files, and other sites'
 * logos are never hot-linked). Decorative: the partner's name is always written beside it.
 */
export function PartnerMark({ monogram, category, size = "md", className }: PartnerMarkProps) {
  return (
    <span
      aria-hidden="true"
      data-slot="partner-mark"
      className={cn(
        "relative inline-flex shrink-0 items-center justify-center overflow-hidden font-extrabold tracking-tight shadow-elevation-1",
        CATEGORY_TONES[category],
        SIZES[size],
        className,
      )}
    >
      <span className="absolute -top-4 -right-4 size-10 rounded-full bg-current opacity-10" />
      {monogram}
    </span>
  );
}
