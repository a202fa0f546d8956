import type { FaqItem, SectionHeading as SectionHeadingContent } from "@innovatehub/content";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@innovatehub/ui/accordion";
import { fadeUp } from "../fade-up";
import { SectionHeading } from "../shared/section-heading";

type ServicesFaqProps = { heading: SectionHeadingContent; items: readonly FaqItem[] };

const HEADING_ID = "faq-heading";

/** Frequently asked questions as an accordion; one answer open at a time. */
export function ServicesFaq({ heading, items }: ServicesFaqProps) {
  return (
    <section id={heading.id} aria-labelledby={HEADING_ID} className="scroll-mt-20 bg-muted/60 px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
      <div className="mx-auto max-w-3xl">
        <SectionHeading {...heading} headingId={HEADING_ID} />
        <div {...fadeUp("top", "mt-10 rounded-2xl border border-border bg-card px-6 shadow-elevation-1 sm:px-8")}>
          <Accordion type="single" collapsible>
            {items.map((item) => (
              <AccordionItem key={item.id} value={item.id}>
                <AccordionTrigger>{item.question}</AccordionTrigger>
                <AccordionContent>{item.answer}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </div>
      </div>
    </section>
  );
}
