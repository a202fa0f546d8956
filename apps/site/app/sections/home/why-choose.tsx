import type { IconItem, SectionHeading as SectionHeadingContent } from "@innovatehub/content/site";
import { FeatureCardGrid } from "../common/feature-card-grid";
import { SectionHeading } from "../common/section-heading";

type WhyChooseProps = { heading: SectionHeadingContent; items: readonly IconItem[] };

const HEADING_ID = "why-choose-heading";

/** Speed, Security, Innovation, Global Reach (docs/product.md §2, home). */
export function WhyChoose({ heading, items }: WhyChooseProps) {
  return (
    <section aria-labelledby={HEADING_ID} className="px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
      <div className="mx-auto max-w-6xl">
        <SectionHeading {...heading} headingId={HEADING_ID} />
        <FeatureCardGrid items={items} columns={4} fadeMode="visibility" className="mt-12" />
      </div>
    </section>
  );
}
