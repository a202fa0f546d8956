import { Link } from "react-router";
import type { Action, LegalDocument as LegalDocumentContent } from "@innovatehub/content/site";

type LegalDocumentProps = {
  document: LegalDocumentContent;
  contentsLabel: string;
  /** The other legal page, linked at the end. */
  related: Action;
};

const linkClasses =
  "rounded-sm text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none";

/** A legal page (privacy policy, terms of use): title, effective date, a table of contents and the sections. */
export function LegalDocument({ document, contentsLabel, related }: LegalDocumentProps) {
  return (
    <article data-slot="legal-document" className="pb-16 lg:pb-24">
      <header className="bg-gradient-to-b from-secondary to-background px-4 pt-12 pb-8 sm:px-6 lg:px-8 lg:pt-16">
        <div className="mx-auto max-w-6xl border-b border-border pb-8">
          <h1 className="text-h1">{document.title}</h1>
          <p className="mt-3 text-small font-semibold text-muted-foreground">
            <time dateTime={document.effectiveDate}>{document.effectiveDateLabel}</time>
          </p>
          <p className="mt-6 max-w-3xl text-body text-foreground sm:text-h4 sm:font-normal">
            {document.intro}
          </p>
        </div>
      </header>
      <div className="px-4 sm:px-6 lg:px-8">
        <div className="mx-auto mt-10 grid max-w-6xl gap-10 lg:grid-cols-[16rem_1fr]">
          <nav
            aria-labelledby="legal-contents-heading"
            className="lg:sticky lg:top-24 lg:self-start"
          >
            <h2
              id="legal-contents-heading"
              className="text-small font-semibold tracking-wider text-muted-foreground uppercase"
            >
              {contentsLabel}
            </h2>
            <ol className="mt-3 flex flex-col border-l border-border text-small">
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px flex min-h-11 items-center border-l-2 border-transparent py-1 pl-4 text-muted-foreground hover:border-primary hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="flex max-w-3xl flex-col gap-10">
            {document.sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
              >
                <h2 id={`${section.id}-heading`} className="text-h3">
                  {section.heading}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-3 text-body text-foreground">
                    {paragraph}
                  </p>
                ))}
                {section.items ? (
                  <ul className="mt-3 flex list-disc flex-col gap-2 pl-6 text-body marker:text-primary">
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
            <p className="border-t border-border pt-6 text-body">
              <Link to={related.path} className={linkClasses}>
                {related.name}
              </Link>
            </p>
          </div>
        </div>
      </div>
    </article>
  );
}
