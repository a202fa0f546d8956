import {
  consoleLeadClockCopy,
  consoleLeadSourceCopy as copy,
  leadSourceFieldLabels,
} from "@innovatehub/content/console";
import { isDirectLead, leadSourceKeys, leadSourceName, type LeadSource } from "@innovatehub/domain";
import { DescriptionList, type DescriptionItem } from "@innovatehub/ui/description-list";
import { DetailSection } from "../layout/detail-section";
import { formatManila } from "../lib/format";

/**
 * The lead's source as its CSV row has it: first its name (the campaign, else the referring site, else "direct"),
 * then every other key it carries.
 */
export function leadSourceItems(source: LeadSource | null): DescriptionItem[] {
  const name: DescriptionItem = {
    key: "source",
    term: leadSourceFieldLabels.utm_source,
    description: isDirectLead(source) ? copy.directDetail : leadSourceName(source),
  };
  return [
    name,
    ...leadSourceKeys.flatMap((key) => {
      const value = source?.[key];
      if (key === "utm_source" || value === undefined) {
        return [];
      }
      return [
        {
          key,
          term: leadSourceFieldLabels[key],
          description: key === "landed_at" ? formatManila(value) : value,
        },
      ];
    }),
  ];
}

/** Where the lead came from (the visit's first touch) and when staff first answered it. */
export function LeadSourceSection({
  id,
  source,
  firstResponseAt,
}: {
  id: string;
  source: LeadSource | null;
  firstResponseAt: string | null;
}) {
  const firstResponse: DescriptionItem = {
    key: "first_response",
    term: consoleLeadClockCopy.firstResponse,
    description: firstResponseAt ? formatManila(firstResponseAt) : consoleLeadClockCopy.notAnswered,
  };
  return (
    <DetailSection id={id} title={copy.title}>
      <DescriptionList items={[...leadSourceItems(source), firstResponse]} />
    </DetailSection>
  );
}
