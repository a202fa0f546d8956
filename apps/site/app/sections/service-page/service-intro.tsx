import type { ServicePageContent } from "@innovatehub/content/site";
import { fadeUp } from "../../lib/fade-up/fade-up";

type ServiceIntroProps = NonNullable<ServicePageContent["intro"]>;

/** The page's opening argument: a heading beside a few paragraphs. */
export function ServiceIntro({ heading, paragraphs }: ServiceIntroProps) {
  return (
    <section aria-labelledby="service-intro-heading" className="px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
      <div {...fadeUp("top", "mx-auto grid max-w-6xl gap-8 lg:grid-cols-5 lg:gap-16")}>
        <div className="lg:col-span-2">
          {heading.eyebrow ? (
            <p className="text-small font-semibold tracking-wider text-primary uppercase">{heading.eyebrow}</p>
          ) : null}
          <h2 id="service-intro-heading" className="mt-3 text-h2 text-balance">
            {heading.title}
          </h2>
        </div>
        <div className="space-y-5 lg:col-span-3">
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-body text-muted-foreground sm:text-h4 sm:font-normal">
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}
