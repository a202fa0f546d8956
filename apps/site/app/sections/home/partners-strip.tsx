import type {
  Action,
  Partner,
  SectionHeading as SectionHeadingContent,
} from "@innovatehub/content/site";
import { ActionLink } from "../action-link";
import { fadeUp } from "../../lib/fade-up/fade-up";
import { PartnerMark } from "../common/partner-mark";
import { SectionHeading } from "../common/section-heading";

type PartnersStripProps = {
  heading: SectionHeadingContent;
  partners: readonly Partner[];
  action: Action;
};

const HEADING_ID = "partners-strip-heading";

/** The six featured partners as typographic tiles, with a link to the partners page. */
export function PartnersStrip({ heading, partners, action }: PartnersStripProps) {
  return (
    <section aria-labelledby={HEADING_ID} className="px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
      <div className="mx-auto max-w-6xl">
        <SectionHeading {...heading} headingId={HEADING_ID} />
        <ul {...fadeUp("visibility", "mt-12 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6")}>
          {partners.map((partner) => (
            <li
              key={partner.id}
              className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card px-3 py-6 text-center transition-[border-color,box-shadow] duration-200 hover:border-primary/30 hover:shadow-elevation-2 motion-reduce:transition-none"
            >
              <PartnerMark monogram={partner.monogram} category={partner.category} />
              <span className="text-small leading-snug font-semibold text-balance">{partner.name}</span>
              <span className="text-xs text-muted-foreground">{partner.category}</span>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <ActionLink action={action} variant="link" size="lg" />
        </div>
      </div>
    </section>
  );
}
