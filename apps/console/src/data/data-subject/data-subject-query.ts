import type { Json, Tables } from "@innovatehub/database";
import { agentApplicationStages, inquiryKinds } from "@innovatehub/domain";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { supabase } from "../../lib/supabase";
import type { BookingRow } from "../bookings/booking-query";
import { unwrap } from "../errors";
import type { InquiryRow } from "../inquiries/inquiry-query";
import { toBookingStatus, toInquiryStatus } from "../statuses";
import { dataSubjectKeys } from "./keys";

/**
 * `data_subject_export` returns one jsonb document (generated as `Json`), so the parts the screen shows are
 * parsed here; the whole document is kept as it came for the download.
 */
const heldDocument = z.object({
  email: z.string(),
  appointments: z.array(
    z.object({
      id: z.string(),
      topic: z.string(),
      scheduled_at: z.string(),
      status: z.string().transform(toBookingStatus),
    }) satisfies z.ZodType<Pick<BookingRow, "id" | "topic" | "scheduled_at" | "status">>,
  ),
  inquiries: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(inquiryKinds),
      created_at: z.string(),
      status: z.string().transform(toInquiryStatus),
    }) satisfies z.ZodType<Pick<InquiryRow, "id" | "kind" | "created_at" | "status">>,
  ),
  agent_applications: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      store_name: z.string(),
      created_at: z.string(),
      stage: z.enum(agentApplicationStages),
    }) satisfies z.ZodType<
      Pick<Tables<"agent_applications">, "id" | "reference" | "store_name" | "created_at">
    >,
  ),
  /** Kind, type, size and state of each document: the export never carries the files or links to them. */
  agent_application_documents: z.array(z.unknown()),
  mail_jobs: z.array(z.unknown()),
  notes: z.array(z.unknown()),
  audit: z.array(z.unknown()),
});

export type DataSubjectHeld = z.infer<typeof heldDocument> & { document: Json };

/** Everything held about one address. Each lookup is audited by the database. */
async function getDataSubject(email: string): Promise<DataSubjectHeld> {
  const document = await unwrap(supabase.rpc("data_subject_export", { p_email: email }));
  return { ...heldDocument.parse(document), document };
}

/** Nothing is asked while `email` is null. */
export function useDataSubjectQuery(email: string | null) {
  return useQuery({
    queryKey: dataSubjectKeys.lookup(email),
    enabled: email !== null,
    queryFn: () => getDataSubject(email ?? ""),
  });
}
