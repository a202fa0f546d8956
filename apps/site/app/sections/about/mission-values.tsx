import type { IconItem } from "@innovatehub/content/site";
import { FeatureCardGrid } from "../common/feature-card-grid";

type MissionValuesProps = { items: readonly IconItem[] };

/** Mission, vision and values as three cards on a tinted band; each card title is the section heading. */
export function MissionValues({ items }: MissionValuesProps) {
  return (
    <section className="bg-muted/60 px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
      <div className="mx-auto max-w-6xl">
        <FeatureCardGrid items={items} columns={3} titleAs="h2" />
      </div>
    </section>
  );
}
