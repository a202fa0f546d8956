import { useCallback, useEffect, useState } from "react";
import {
  agentApplicationCopy,
  agentStatusCopy,
  type AgentPageLanguage,
} from "@innovatehub/content/site";
import { getSiteBackend } from "../../lib/backend/supabase-client";
import type { AgentStatusBackend } from "../../lib/backend/site-backend";
import { takeTokenFromLocation } from "../../lib/link-token";
import { readStatus, type ApplicationStatus } from "./read-status";
import { StatusView } from "./status-view";

type Opened =
  | { kind: "waiting" }
  | { kind: "message"; text: string }
  | { kind: "open"; token: string; client: AgentStatusBackend; status: ApplicationStatus };

/**
 * The applicant's status page: the token is read from the URL fragment in the browser (never sent to a server in
 * the URL) and taken out of the address bar, as the booking's manage page does; then the application it opens.
 */
export function AgentStatusPage({
  language,
  onLinkToken,
}: {
  language: AgentPageLanguage;
  onLinkToken: (token: string) => void;
}) {
  const copy = agentStatusCopy[language];
  const [opened, setOpened] = useState<Opened>({ kind: "waiting" });

  const open = useCallback(
    async (token: string | null, client: AgentStatusBackend | null) => {
      if (token === null || client === null) {
        setOpened({ kind: "message", text: copy.errors.noToken });
        return;
      }
      const read = await readStatus(client, token);
      if (read.ok) {
        onLinkToken(token);
        setOpened({ kind: "open", token, client, status: read.status });
      } else {
        setOpened({
          kind: "message",
          text: read.reason === "invalid-token" ? copy.errors.invalidToken : copy.errors.failed,
        });
      }
    },
    [copy, onLinkToken],
  );

  useEffect(() => {
    function openFromLocation() {
      void open(takeTokenFromLocation(), getSiteBackend());
    }
    function openAnother() {
      if (window.location.hash !== "") {
        openFromLocation();
      }
    }
    openFromLocation();
    window.addEventListener("hashchange", openAnother);
    return () => window.removeEventListener("hashchange", openAnother);
  }, [open]);

  switch (opened.kind) {
    case "waiting":
      return <p aria-live="polite">{copy.loading}</p>;
    case "message":
      return (
        <p role="alert" className="rounded-xl border border-border bg-card p-6 shadow-elevation-1">
          {opened.text}
        </p>
      );
    case "open":
      return (
        <StatusView
          key={opened.token}
          status={opened.status}
          copy={copy}
          applicationCopy={agentApplicationCopy[language]}
          client={opened.client}
          token={opened.token}
          onChanged={() => void open(opened.token, opened.client)}
        />
      );
    default:
      return opened satisfies never;
  }
}
