import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { type contactPage, interfaceIcons } from "@innovatehub/content/site";
import { ContactActionLink } from "./contact-action-link";
import { ContentIcon } from "../../lib/icons";

type AgentInterest = (typeof contactPage)["agentInterest"];

/** The highlighted card itself, for stories and for the query-driven wrapper below. */
export function AgentInterestPanel({ interest }: { interest: AgentInterest }) {
  return (
    <section
      aria-labelledby="agent-interest-title"
      data-slot="agent-interest"
      className="mx-auto flex max-w-6xl flex-col gap-6 rounded-2xl border-2 border-success bg-success/5 p-6 shadow-elevation-2 sm:p-8 md:flex-row md:items-center"
    >
      <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-success text-success-foreground">
        <ContentIcon name={interfaceIcons.verified} className="size-7" />
      </span>
      <div className="flex-1">
        <h2 id="agent-interest-title" className="text-h3">
          {interest.title}
        </h2>
        <p className="mt-2 text-body text-muted-foreground">{interest.description}</p>
      </div>
      <div className="flex shrink-0 flex-col gap-3 sm:flex-row md:flex-col lg:flex-row">
        <ContactActionLink action={interest.applyAction} variant="success" />
        <ContactActionLink action={interest.primaryAction} variant="outline" />
        <ContactActionLink action={interest.secondaryAction} variant="outline" />
      </div>
    </section>
  );
}

/**
 * Shown on /contact?service=platapay (the fintech page's Become an Agent). The prerendered HTML is the
 * generic page, so the card appears only after hydration: rendering it during hydration would not match.
 */
export function AgentInterestCard({ interest }: { interest: AgentInterest }) {
  const [searchParams] = useSearchParams();
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
  }, []);
  if (!mounted || searchParams.get(interest.query.name) !== interest.query.value) {
    return null;
  }
  return (
    <div className="px-4 pb-12 sm:px-6 lg:px-8">
      <AgentInterestPanel interest={interest} />
    </div>
  );
}
