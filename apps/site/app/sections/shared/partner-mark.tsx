import type { PartnerCategory } from "@innovatehub/content";
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
  md: "size-14 rounded-xl text-small",
  lg: "size-20 rounded-2xl text-h4",
} as const;

/**
 * A partner's typographic mark (no logo files exist, docs/product.md §13). Decorative: the partner's name is
 * always written beside it.
 */
export function PartnerMark({ monogram, category, size = "md", className }: PartnerMarkProps) {
  return (
    <span
      aria-hidden="true"
      data-slot="partner-mark"
      className={cn(
        "inline-flex shrink-0 items-center justify-center font-extrabold tracking-tight shadow-elevation-1",
        CATEGORY_TONES[category],
        SIZES[size],
        className,
      )}
    >
      {monogram}
    </span>
  );
}
