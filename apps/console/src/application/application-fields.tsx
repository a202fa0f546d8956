import {
  agentPackageLabels,
  agentStoreTypeLabels,
  consoleApplicationCopy as copy,
  agentDeclineReasonLabels,
} from "@innovatehub/content/console";
import { DescriptionList, type DescriptionItem } from "@innovatehub/ui/description-list";
import { DetailSection } from "../layout/detail-section";
import { formatManila } from "../lib/format";
import { mailtoHref } from "../lib/mailto";
import type { ApplicationRow } from "../data/agents/application-query";
import { usePlaceNames, type PlaceNames } from "../data/agents/place-names";

const linkClass = "text-primary underline underline-offset-4";

/** The store's address from street to region, each level by name (its code when the release does not know it). */
function addressLines(application: ApplicationRow, names: PlaceNames | undefined): string[] {
  if (names === undefined) {
    return [application.street, copy.placesLoading];
  }
  const named = (name: string | null, code: string) => name ?? copy.unknownPlace(code);
  return [
    application.street,
    named(names.barangay, application.barangay_code),
    named(names.city, application.city_code),
    ...(application.province_code === null
      ? []
      : [named(names.province, application.province_code)]),
    named(names.region, application.region_code),
  ];
}

function applicantItems(application: ApplicationRow): DescriptionItem[] {
  const { fields } = copy;
  return [
    { key: "reference", term: fields.reference, description: application.reference },
    { key: "name", term: fields.name, description: application.full_name },
    {
      key: "mobile",
      term: fields.mobile,
      description: (
        <a className={linkClass} href={`tel:${application.mobile}`}>
          {application.mobile}
        </a>
      ),
    },
    {
      key: "email",
      term: fields.email,
      description: (
        <a className={`${linkClass} break-all`} href={mailtoHref(application.email)}>
          {application.email}
        </a>
      ),
    },
    { key: "dateOfBirth", term: fields.dateOfBirth, description: application.date_of_birth },
    { key: "language", term: fields.language, description: copy.languages[application.language] },
    { key: "received", term: fields.received, description: formatManila(application.created_at) },
    {
      key: "firstResponse",
      term: fields.firstResponse,
      description: application.first_response_at
        ? formatManila(application.first_response_at)
        : copy.none,
    },
    ...(application.decline_reason === null
      ? []
      : [
          {
            key: "declineReason",
            term: fields.declineReason,
            description: agentDeclineReasonLabels[application.decline_reason],
          },
          {
            key: "declineNote",
            term: fields.declineNote,
            description: (
              <span className="whitespace-pre-wrap">{application.decline_note ?? copy.none}</span>
            ),
          },
        ]),
  ];
}

function storeItems(application: ApplicationRow, names: PlaceNames | undefined): DescriptionItem[] {
  const { fields } = copy;
  return [
    { key: "store", term: fields.store, description: application.store_name },
    {
      key: "storeType",
      term: fields.storeType,
      description: agentStoreTypeLabels[application.store_type],
    },
    { key: "years", term: fields.years, description: String(application.years_in_operation) },
    {
      key: "registration",
      term: fields.registration,
      description: application.business_registration_number ?? copy.none,
    },
    { key: "tin", term: fields.tin, description: application.tin ?? copy.none },
    {
      key: "address",
      term: fields.address,
      description: (
        <span className="flex flex-col">
          {addressLines(application, names).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </span>
      ),
    },
    {
      key: "package",
      term: fields.package,
      description: agentPackageLabels[application.business_package],
    },
  ];
}

export function ApplicationFields({ application }: { application: ApplicationRow }) {
  const names = usePlaceNames(application);
  return (
    <>
      <DetailSection id="application-applicant" title={copy.applicantTitle}>
        <DescriptionList items={applicantItems(application)} />
      </DetailSection>
      <DetailSection id="application-store" title={copy.storeTitle}>
        <DescriptionList items={storeItems(application, names.data)} />
      </DetailSection>
    </>
  );
}
