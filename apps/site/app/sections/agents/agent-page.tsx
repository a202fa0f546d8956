import type { AgentPageCopy } from "@innovatehub/content/site";
import { Link } from "react-router";
import { ActionLink } from "../action-link";
import { useDocumentLang } from "./use-document-lang";

export type AgentPageProps = {
  copy: AgentPageCopy;
  /** Where the application starts. */
  applyPath: string;
  contactPath: string;
  /** The same page in the other language. */
  otherLanguage: { path: string; lang: string };
};

const sectionClass = "mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14";

/** The agent page in one language: what agents offer and earn, packages, requirements, steps and questions. */
export function AgentPage({ copy, applyPath, contactPath, otherLanguage }: AgentPageProps) {
  useDocumentLang(copy.lang);
  return (
    <>
      <section
        aria-labelledby="agent-title"
        className="bg-gradient-to-b from-secondary to-background pt-8 pb-12 lg:pt-16"
      >
        {/* The same box as the sections below (padding inside the width), so their left edges line up. */}
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <p className="text-right">
            <Link
              to={otherLanguage.path}
              hrefLang={otherLanguage.lang}
              lang={otherLanguage.lang}
              aria-label={copy.languageSwitch.name}
              className="text-small font-semibold text-primary underline underline-offset-4"
            >
              {copy.languageSwitch.label}
            </Link>
          </p>
          <p className="mt-4 text-small font-semibold tracking-wider text-primary uppercase">
            {copy.hero.eyebrow}
          </p>
          <h1 id="agent-title" className="mt-3 text-h1 text-balance">
            {copy.hero.title}
          </h1>
          <p className="mt-5 text-body text-muted-foreground sm:text-h4 sm:font-normal">
            {copy.hero.description}
          </p>
          <div className="mt-8">
            <ActionLink action={{ name: copy.hero.applyAction, path: applyPath }} size="lg" />
          </div>
        </div>
      </section>

      <section aria-labelledby="agent-offers" className={sectionClass}>
        <h2 id="agent-offers" className="text-h2">
          {copy.offers.title}
        </h2>
        <p className="mt-3 text-muted-foreground">{copy.offers.description}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {copy.offers.services.map((service) => (
            <li key={service.title} className="rounded-lg border p-4">
              <h3 className="text-body font-semibold">{service.title}</h3>
              <p className="mt-1 text-small text-muted-foreground">{service.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="agent-earnings" className={sectionClass}>
        <h2 id="agent-earnings" className="text-h2">
          {copy.earnings.title}
        </h2>
        <ul className="mt-6 list-disc space-y-2 pl-6">
          {copy.earnings.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="agent-packages" className={sectionClass}>
        <h2 id="agent-packages" className="text-h2">
          {copy.packages.title}
        </h2>
        <p className="mt-3 text-muted-foreground">{copy.packages.description}</p>
        <ul className="mt-6 flex flex-wrap gap-3">
          {copy.packages.names.map((name) => (
            <li key={name} className="rounded-full border px-4 py-2 text-small font-semibold">
              {name}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-small text-muted-foreground">{copy.packages.note}</p>
      </section>

      <section aria-labelledby="agent-requirements" className={sectionClass}>
        <h2 id="agent-requirements" className="text-h2">
          {copy.requirements.title}
        </h2>
        <ul className="mt-6 list-disc space-y-2 pl-6">
          {copy.requirements.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-4 text-small text-muted-foreground">{copy.requirements.permitNote}</p>
      </section>

      <section aria-labelledby="agent-steps" className={sectionClass}>
        <h2 id="agent-steps" className="text-h2">
          {copy.steps.title}
        </h2>
        <ol className="mt-6 list-decimal space-y-3 pl-6">
          {copy.steps.items.map((step) => (
            <li key={step.title}>
              <span className="font-semibold">{step.title}</span>
              <span className="text-muted-foreground">: {step.description}</span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="agent-faq" className={sectionClass}>
        <h2 id="agent-faq" className="text-h2">
          {copy.faq.title}
        </h2>
        <dl className="mt-6 space-y-5">
          {copy.faq.items.map((item) => (
            <div key={item.question}>
              <dt className="font-semibold">{item.question}</dt>
              <dd className="mt-1 text-muted-foreground">{item.answer}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="agent-closing" className="bg-secondary px-4 py-12 sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="agent-closing" className="text-h2">
            {copy.closing.title}
          </h2>
          <p className="mt-3 text-muted-foreground">{copy.closing.description}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <ActionLink action={{ name: copy.closing.applyAction, path: applyPath }} size="lg" />
            <ActionLink
              action={{ name: copy.closing.contactAction, path: contactPath }}
              size="lg"
              variant="outline"
            />
          </div>
        </div>
      </section>
    </>
  );
}
