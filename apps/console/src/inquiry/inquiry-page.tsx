import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { consoleInquiryCopy, inquiryKindLabels } from "@innovatehub/content/console";
import { inquiryCompanyField } from "@innovatehub/forms/inquiry";
import { consoleRoutes } from "../console-paths";
import { Button } from "@innovatehub/ui/button";
import { DescriptionList, type DescriptionItem } from "@innovatehub/ui/description-list";
import { EmptyState } from "@innovatehub/ui/empty-state";
import { AuditHistory } from "../booking/audit-history";
import { LeadStatusBadge } from "../inbox/lead-status-badge";
import { DetailSection } from "../layout/detail-section";
import { DetailSkeleton } from "../layout/detail-skeleton";
import { LoadError } from "../layout/load-error";
import { formatManila } from "../lib/format";
import { inquiryAnswers } from "./inquiry-fields";
import { InquiryAssignee } from "./inquiry-assignee";
import { InquiryNotes } from "./inquiry-notes";
import { InquiryPipeline } from "./inquiry-pipeline";
import { useInquiryQuery, type InquiryRow } from "../data/inquiries/inquiry-query";
import { toLeadSource } from "../data/leads/lead-source";
import { LeadSourceSection } from "../lead/lead-source-section";
import { PersonLeadsSection } from "../lead/person-leads-section";
import { CloseAsSpamButton } from "../lead/close-as-spam-button";
import { RecordReplyButton } from "../lead/record-reply-button";
import { mailtoHref } from "../lib/mailto";

const copy = consoleInquiryCopy;
const linkClass = "text-primary underline underline-offset-4";

function kindLabel(inquiry: InquiryRow): string {
  return inquiryKindLabels[inquiry.kind] ?? inquiry.kind;
}

function replyHref(inquiry: InquiryRow): string {
  return mailtoHref(inquiry.email, { subject: copy.replySubject(kindLabel(inquiry)) });
}

function fieldsOf(inquiry: InquiryRow): DescriptionItem[] {
  const { fields } = copy;
  return [
    { key: "kind", term: fields.kind, description: kindLabel(inquiry) },
    {
      key: "status",
      term: fields.status,
      description: <LeadStatusBadge status={inquiry.status} />,
    },
    { key: "name", term: fields.name, description: inquiry.name },
    {
      key: "email",
      term: fields.email,
      description: (
        <a className={linkClass} href={mailtoHref(inquiry.email)}>
          {inquiry.email}
        </a>
      ),
    },
    { key: "phone", term: fields.phone, description: inquiry.phone },
    {
      key: "company",
      term: fields[inquiryCompanyField[inquiry.kind]],
      description: inquiry.company ?? copy.none,
    },
    ...inquiryAnswers(inquiry.kind, inquiry.details).map((answer) => ({
      key: answer.key,
      term: answer.label,
      description: <span className="whitespace-pre-wrap">{answer.value}</span>,
    })),
    {
      key: "subscribe",
      term: fields.subscribe,
      description: inquiry.subscribe ? copy.yes : copy.no,
    },
    { key: "createdAt", term: fields.createdAt, description: formatManila(inquiry.created_at) },
    { key: "updatedAt", term: fields.updatedAt, description: formatManila(inquiry.updated_at) },
    {
      key: "id",
      term: fields.id,
      description: <code className="font-mono text-small break-all">{inquiry.id}</code>,
    },
  ];
}

function WithBackLink({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <Link
        to={consoleRoutes.inbox}
        className="text-small text-primary underline-offset-4 hover:underline"
      >
        ← {copy.back}
      </Link>
      {children}
    </div>
  );
}

export function InquiryPage() {
  const { id = "" } = useParams();
  const query = useInquiryQuery(id);

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
  const { inquiry, notes, audit } = query.data;
  if (inquiry === null) {
    return (
      <WithBackLink>
        <h1 className="text-h3">{copy.notFoundTitle}</h1>
        <EmptyState title={copy.notFoundTitle} description={copy.notFoundBody} />
      </WithBackLink>
    );
  }

  return (
    <WithBackLink>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-h3">
          {copy.titlePrefix}: {inquiry.name}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={replyHref(inquiry)}>{copy.reply}</a>
          </Button>
          {inquiry.first_response_at === null ? (
            <RecordReplyButton kind="inquiry" id={inquiry.id} />
          ) : null}
          <CloseAsSpamButton
            kind="inquiry"
            id={inquiry.id}
            name={inquiry.name}
            status={inquiry.status}
          />
        </div>
      </div>
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <DetailSection id="inquiry-details" title={copy.detailsTitle}>
          <DescriptionList items={fieldsOf(inquiry)} />
        </DetailSection>
        <div className="flex flex-col gap-8">
          <InquiryPipeline id={inquiry.id} status={inquiry.status} />
          <InquiryAssignee id={inquiry.id} assignee={inquiry.assignee} />
          <LeadSourceSection
            id="inquiry-source"
            source={toLeadSource(inquiry.source)}
            firstResponseAt={inquiry.first_response_at}
          />
          <PersonLeadsSection kind="inquiry" id={inquiry.id} />
        </div>
      </div>
      <InquiryNotes id={inquiry.id} notes={notes} />
      <AuditHistory rows={audit} />
    </WithBackLink>
  );
}
