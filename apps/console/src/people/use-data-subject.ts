import { consolePeopleCopy } from "@innovatehub/content";
import type { Tables } from "@innovatehub/database";
import { narrowBooking, narrowInquiry } from "@innovatehub/domain";
import { toast } from "@innovatehub/ui/sonner";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AuditRow, BookingRow, MailJobRow } from "../booking/use-booking";
import { leadsQueryKey } from "../inbox/use-leads";
import type { InquiryRow, NoteRow } from "../inquiry/use-inquiry";
import { supabase } from "../lib/supabase";

/** What `data_subject_export` returns: every row held about one address, by table. */
export type DataSubjectExport = {
  email: string;
  exported_at: string;
  appointments: BookingRow[];
  inquiries: InquiryRow[];
  mail_jobs: MailJobRow[];
  notes: NoteRow[];
  audit: AuditRow[];
};

type StoredExport = Omit<DataSubjectExport, "appointments" | "inquiries"> & {
  appointments: Tables<"appointments">[];
  inquiries: Tables<"inquiries">[];
};

type Erased = { appointments: number; inquiries: number };

const dataSubjectQueryKey = (email: string | null) => ["data-subject", email] as const;

/** Everything held about `email` (nothing is asked while it is null). Each lookup is audited by the database. */
export function useDataSubject(email: string | null) {
  return useQuery({
    queryKey: dataSubjectQueryKey(email),
    enabled: email !== null,
    queryFn: async () => {
      const { data, error } = await supabase.rpc("data_subject_export", { p_email: email ?? "" });
      if (error) {
        throw error;
      }
      // The generated type of a jsonb result is Json; the function documents this shape (rows as stored).
      const held = data as unknown as StoredExport;
      return {
        ...held,
        appointments: held.appointments.map(narrowBooking),
        inquiries: held.inquiries.map(narrowInquiry),
      } satisfies DataSubjectExport;
    },
  });
}

/** Erases everything held about `email`, then looks again so the screen shows what is left. */
export function useEraseDataSubject(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { data, error } = await supabase.rpc("data_subject_erase", { p_email: email });
      if (error) {
        throw error;
      }
      return data as unknown as Erased;
    },
    onSuccess: (erased) =>
      toast.success(consolePeopleCopy.erased(erased.appointments, erased.inquiries)),
    onError: () => toast.error(consolePeopleCopy.eraseFailed),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dataSubjectQueryKey(email) }),
        queryClient.invalidateQueries({ queryKey: leadsQueryKey }),
      ]),
  });
}
