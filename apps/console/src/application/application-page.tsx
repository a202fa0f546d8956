import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { consoleApplicationCopy as copy } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import { EmptyState } from "@innovatehub/ui/empty-state";
import { consoleRoutes } from "../console-paths";
import { useStaffRole } from "../auth/use-staff-role";
import { AuditHistory } from "../booking/audit-history";
import { DetailSkeleton } from "../layout/detail-skeleton";
import { PersonLeadsSection } from "../lead/person-leads-section";
import { RecordReplyButton } from "../lead/record-reply-button";
import { mailtoHref } from "../lib/mailto";
import { LoadError } from "../layout/load-error";
import { useApplicationQuery } from "../data/agents/application-query";
import { StageBadge } from "../applications/stage-badge";
import { ApplicationAssignee } from "./application-assignee";
import { ApplicationDocuments } from "./application-documents";
import { ApplicationDuplicates } from "./application-duplicates";
import { ApplicationFields } from "./application-fields";
import { ApplicationMeetings } from "./application-meetings";
import { ApplicationNotes } from "./application-notes";
import { ApplicationPipeline } from "./application-pipeline";
import { DocumentViewLog } from "./document-view-log";

function WithBackLink({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <Link
        to={consoleRoutes.applications}
        className="text-small text-primary underline-offset-4 hover:underline"
      >
        ← {copy.back}
      </Link>
      {children}
    </div>
  );
}

export function ApplicationPage() {
  const { id = "" } = useParams();
  const query = useApplicationQuery(id);
  const isAdmin = useStaffRole().data === "admin";

  if (query.isPending) {
    return <DetailSkeleton label={copy.loading} />;
  }
  if (query.isError) {
    return (
      <WithBackLink>
        <LoadError title={copy.errorTitle} onRetry={() => void query.refetch()} />
      </WithBackLink>
    );
  }
  const { application, documents, notes, audit, meetings } = query.data;
  if (application === null) {
    return (
      <WithBackLink>
        <h1 className="text-h3">{copy.notFoundTitle}</h1>
        <EmptyState title={copy.notFoundTitle} description={copy.notFoundBody} />
      </WithBackLink>
    );
  }
  const views = audit.filter((row) => row.action === "agent_document_viewed");
  const history = audit.filter((row) => row.action !== "agent_document_viewed");

  return (
    <WithBackLink>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-h3">
          {copy.titlePrefix} {application.reference}: {application.full_name}
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <StageBadge stage={application.stage} />
          <Button asChild variant="outline">
            <a
              href={mailtoHref(application.email, {
                subject: copy.replySubject(application.reference),
              })}
            >
              {copy.reply}
            </a>
          </Button>
          {application.first_response_at === null ? (
            <RecordReplyButton kind="agent_application" id={application.id} />
          ) : null}
        </div>
      </div>
      <ApplicationDuplicates id={application.id} />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-8">
          <ApplicationFields application={application} />
          <ApplicationDocuments documents={documents} />
        </div>
        <div className="flex flex-col gap-8">
          <ApplicationPipeline id={application.id} stage={application.stage} />
          <ApplicationMeetings application={application} meetings={meetings} />
          <ApplicationAssignee id={application.id} assignee={application.assignee} />
          <PersonLeadsSection kind="application" id={application.id} />
        </div>
      </div>
      <ApplicationNotes id={application.id} notes={notes} />
      {isAdmin ? <DocumentViewLog views={views} documents={documents} /> : null}
      <AuditHistory rows={history} />
    </WithBackLink>
  );
}
