import { Suspense, type ReactNode } from "react";
import { Link } from "react-router";
import type { AgentViewData } from "./agent-route";
import { useDocumentLang } from "./use-document-lang";

/**
 * The prerendered frame of the application form and of the status page: the language switch, the page's h1 and
 * lead, and the body, which loads after the page renders (with "loading" in its place until then).
 */
export function AgentViewShell({ view, children }: { view: AgentViewData; children: ReactNode }) {
  useDocumentLang(view.lang);
  return (
    <div className="px-4 pt-8 pb-16 sm:px-6 lg:pt-12">
      <div className="mx-auto flex max-w-3xl flex-col gap-8">
        <div className="flex flex-wrap items-center justify-between gap-3 text-small font-semibold">
          <Link to={view.back.path} className="text-primary underline underline-offset-4">
            {view.back.name}
          </Link>
          <Link
            to={view.other.path}
            hrefLang={view.other.lang}
            lang={view.other.lang}
            aria-label={view.other.name}
            className="text-primary underline underline-offset-4"
          >
            {view.other.label}
          </Link>
        </div>
        <div>
          <h1 id="agent-view-title" className="text-h1 text-balance">
            {view.title}
          </h1>
          <p className="mt-4 text-body text-muted-foreground">{view.intro}</p>
        </div>
        <Suspense fallback={<p aria-live="polite">{view.loading}</p>}>{children}</Suspense>
      </div>
    </div>
  );
}
