import type { FaqItem, SectionHeading as SectionHeadingContent } from "@innovatehub/content/site";
import { Disclosure, DisclosureContent, DisclosureSummary } from "@innovatehub/ui/disclosure";
import { fadeUp } from "../../lib/fade-up/fade-up";
import { SectionHeading } from "../common/section-heading";

type ServicesFaqProps = { heading: SectionHeadingContent; items: readonly FaqItem[] };

const HEADING_ID = "faq-heading";
/** The shared `name` makes the disclosures one exclusive group. */
const GROUP_NAME = "services-faq";

/**
 * Frequently asked questions, one answer open at a time. Native disclosures need no JavaScript, so answers
 * open before hydration and with scripts off, and find-in-page reaches them.
 */
export function ServicesFaq({ heading, items }: ServicesFaqProps) {
  return (
    <section
      id={heading.id}
      aria-labelledby={HEADING_ID}
      className="bg-muted/60 px-4 py-16 sm:px-6 lg:px-8 lg:py-24"
    >
      <div className="mx-auto max-w-3xl">
        <SectionHeading {...heading} headingId={HEADING_ID} />
        <div
          {...fadeUp(
            "top",
            "mt-10 rounded-2xl border border-border bg-card px-6 shadow-elevation-1 sm:px-8",
          )}
        >
          {items.map((item) => (
            <Disclosure key={item.id} name={GROUP_NAME}>
              <DisclosureSummary>{item.question}</DisclosureSummary>
              <DisclosureContent>{item.answer}</DisclosureContent>
            </Disclosure>
          ))}
        </div>
      </div>
    </section>
  );
}
