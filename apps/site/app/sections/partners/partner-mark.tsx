import type { PartnerCategory } from "@innovatehub/content";
import { cn } from "@innovatehub/ui/lib/utils";

const CATEGORY_TONES: Readonly<Record<PartnerCategory, string>> = {
  Banking: "bg-primary text-primary-foreground",
  "Financial Services": "bg-success text-success-foreground",
  Logistics: "bg-navy text-navy-foreground",
  Technology: "bg-accent-ai text-accent-ai-foreground",
  "Payment Solutions": "bg-secondary text-secondary-foreground",
};

type PartnerMarkProps = { monogram: string; category: PartnerCategory; className?: string };

/** A partner's typographic logo tile (no logo files exist: docs/product.md §13). */
export function PartnerMark({ monogram, category, className }: PartnerMarkProps) {
  return (
    <span
      aria-hidden="true"
      data-slot="partner-mark"
      className={cn(
        "relative inline-flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl text-h4 font-extrabold tracking-tight shadow-elevation-1",
        CATEGORY_TONES[category],
        className,
      )}
    >
      <span className="absolute -top-4 -right-4 size-10 rounded-full bg-current opacity-10" />
      {monogram}
    </span>
  );
}
