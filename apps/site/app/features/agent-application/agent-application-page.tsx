import { useState } from "react";
import { agentApplicationCopy, type AgentPageLanguage } from "@innovatehub/content/site";
import { getSiteBackend } from "../../lib/backend/supabase-client";
import { focusOnMount } from "../manage-booking/focus-on-mount";
import { ApplicationForm, type Submitted } from "./application-form";
import { ApplicationReceived } from "./application-received";
import { NO_DOCUMENTS, type PickedDocuments } from "./documents";

/**
 * The application in one language, loaded after the page renders (supabase-js, the form and its copy are a chunk
 * of their own): the form, then what the submit answered.
 */
export function AgentApplicationPage({ language }: { language: AgentPageLanguage }) {
  const copy = agentApplicationCopy[language];
  const [client] = useState(getSiteBackend);
  const [documents, setDocuments] = useState<PickedDocuments>(NO_DOCUMENTS);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);

  if (submitted === null) {
    return (
      <ApplicationForm
        copy={copy}
        language={language}
        client={client}
        documents={documents}
        onDocumentsChange={setDocuments}
        onSubmitted={setSubmitted}
      />
    );
  }
  const { outcome } = submitted;
  if (outcome.outcome === "already_applied") {
    return (
      <div
        ref={focusOnMount}
        tabIndex={-1}
        className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-elevation-1 outline-none"
      >
        <h2 className="text-h2">{copy.result.alreadyTitle}</h2>
        <p>{copy.result.alreadyBody}</p>
      </div>
    );
  }
  return (
    <ApplicationReceived
      copy={copy}
      reference={outcome.reference}
      uploadToken={outcome.uploadToken}
      documents={documents}
      governmentIdType={submitted.governmentIdType}
      client={client}
    />
  );
}
