import type { IconItem, SectionHeading as SectionHeadingContent } from "@innovatehub/content/site";
import { FeatureCardGrid } from "../common/feature-card-grid";
import { SectionHeading } from "../common/section-heading";

type IndustriesProps = { heading: SectionHeadingContent; items: readonly IconItem[] };

const HEADING_ID = "industries-heading";

/** Industries served, as icon cards. */
export function Industries({ heading, items }: IndustriesProps) {
  return (
    <section id={heading.id} aria-labelledby={HEADING_ID} className="px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
      <div className="mx-auto max-w-6xl">
        <SectionHeading {...heading} headingId={HEADING_ID} />
        <FeatureCardGrid items={items} columns={3} accent="success" layout="inline" className="mt-12" />
      </div>
    </section>
  );
}
