import { type LeadSource } from "@innovatehub/content/shared";
import {
  consoleLeadClockCopy,
  consoleLeadSourceCopy as copy,
  leadSourceFieldLabels,
} from "@innovatehub/content/console";
import { DescriptionList, type DescriptionItem } from "@innovatehub/ui/description-list";
import { DetailSection } from "../layout/detail-section";
import { formatManila } from "../lib/format";

const keys = Object.keys(leadSourceFieldLabels) as (keyof typeof leadSourceFieldLabels)[];

function sourceItems(source: LeadSource | null, firstResponseAt: string | null): DescriptionItem[] {
  const firstResponse: DescriptionItem = {
    key: "first_response",
    term: consoleLeadClockCopy.firstResponse,
    description: firstResponseAt ? formatManila(firstResponseAt) : consoleLeadClockCopy.notAnswered,
  };
  if (source === null) {
    return [
      { key: "source", term: leadSourceFieldLabels.utm_source, description: copy.directDetail },
      firstResponse,
    ];
  }
  return [
    ...keys.flatMap((key) => {
      const value = source[key];
      if (value === undefined) {
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
    firstResponse,
  ];
}

/** Where the lead came from (the visit's first touch; "direct" without one) and when staff first answered it. */
export function LeadSourceSection({
  id,
  source,
  firstResponseAt,
}: {
  id: string;
  source: LeadSource | null;
  firstResponseAt: string | null;
}) {
  return (
    <DetailSection id={id} title={copy.title}>
      <DescriptionList items={sourceItems(source, firstResponseAt)} />
    </DetailSection>
  );
}
