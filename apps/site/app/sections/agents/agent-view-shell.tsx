import { useEffect, useState, type ComponentType } from "react";
import { Link } from "react-router";
import { Button } from "@innovatehub/ui/button";
import type { AgentViewProps } from "../../features/agent-application/agent-view";
import type { AgentViewData } from "./agent-route";
import { useDocumentLang } from "./use-document-lang";

type Loading =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "loaded"; View: ComponentType<AgentViewProps> };

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
  const [loading, setLoading] = useState<Loading>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  // The status page's token left the address bar when the page read it: the switch takes it along, in the fragment.
  const [linkToken, setLinkToken] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    loadView().then(
      (View) => {
        if (current) {
          setLoading({ kind: "loaded", View });
        }
      },
      () => {
        if (current) {
          setLoading({ kind: "failed" });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  return (
    <div className="px-4 pt-8 pb-16 sm:px-6 lg:pt-12">
      <div className="mx-auto flex max-w-3xl flex-col gap-8">
        <div className="flex flex-wrap items-center justify-between gap-3 text-small font-semibold">
          <Link
            to={view.back.path}
            className="inline-flex min-h-11 items-center text-primary underline underline-offset-4"
          >
            {view.back.name}
          </Link>
          <Link
            to={linkToken === null ? view.other.path : `${view.other.path}#${linkToken}`}
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
        {/* The body holds a screen's height from the first paint, so the form or the status arriving in place of
            the loading line never pushes the footer across the screen. */}
        <div className="min-h-svh">
          {loading.kind === "loaded" ? (
            <loading.View view={view.view} language={view.language} onLinkToken={setLinkToken} />
          ) : loading.kind === "failed" ? (
            <div role="alert" className="flex flex-col items-start gap-3">
              <p>{view.loadFailed.message}</p>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setLoading({ kind: "loading" });
                  setAttempt((count) => count + 1);
                }}
              >
                {view.loadFailed.retry}
              </Button>
            </div>
          ) : (
            <p aria-live="polite">{view.loading}</p>
          )}
        </div>
      </div>
    </div>
  );
}
