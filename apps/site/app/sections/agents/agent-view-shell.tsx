import { useEffect, useState, type ComponentType } from "react";
import { Link } from "react-router";
import type { AgentViewProps } from "../../features/agent-application/agent-view";
import type { AgentViewData } from "./agent-route";
import { useDocumentLang } from "./use-document-lang";

type Loaded = { View: ComponentType<AgentViewProps> } | null;

/*
 * The form and the status page are one chunk (supabase-js, the form engine's parts and both copies), loaded in the
 * browser once the shell is up: they read the device (a draft, a token in the URL), so the prerendered page never
 * holds them and hydration has nothing to compare.
 */
function loadView(): Promise<ComponentType<AgentViewProps>> {
  return import("../../features/agent-application/agent-view").then((module) => module.AgentView);
}

/**
 * The prerendered frame of the application form and of the status page: the way back to the agent page, the
 * language switch, the page's h1 and lead; then the body, with "loading" in its place until it arrives.
 */
export function AgentViewShell({ view }: { view: AgentViewData }) {
  useDocumentLang(view.lang);
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    let current = true;
    loadView().then(
      (View) => {
        if (current) {
          setLoaded({ View });
        }
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <div className="px-4 pt-8 pb-16 sm:px-6 lg:pt-12">
      <div className="mx-auto flex max-w-3xl flex-col gap-8">
        <div className="flex flex-wrap items-center justify-between gap-3 text-small font-semibold">
          <Link to={view.back.path} className="inline-flex min-h-11 items-center text-primary underline underline-offset-4">
            {view.back.name}
          </Link>
          <Link
            to={view.other.path}
            hrefLang={view.other.lang}
            lang={view.other.lang}
            aria-label={view.other.name}
            className="inline-flex min-h-11 items-center text-primary underline underline-offset-4"
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
        {loaded === null ? (
          <p aria-live="polite">{view.loading}</p>
        ) : (
          <loaded.View view={view.view} language={view.language} />
        )}
      </div>
    </div>
  );
}
