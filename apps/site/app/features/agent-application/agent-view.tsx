import type { AgentPageLanguage } from "@innovatehub/content/site";
import { AgentApplicationPage } from "./agent-application-page";
import { AgentStatusPage } from "./agent-status-page";

export type AgentViewProps = {
  view: "apply" | "status";
  language: AgentPageLanguage;
  /** The status page hands up its link's token, so the language switch carries it to the other language. */
  onLinkToken: (token: string) => void;
};

/** The form or the status page: one chunk for both, so the site's chunks split once for them, not twice. */
export function AgentView({ view, language, onLinkToken }: AgentViewProps) {
  return view === "apply" ? (
    <AgentApplicationPage language={language} />
  ) : (
    <AgentStatusPage language={language} onLinkToken={onLinkToken} />
  );
}
