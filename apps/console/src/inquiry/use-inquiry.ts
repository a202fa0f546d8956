import type { Tables } from "@innovatehub/database";
import { narrowInquiry } from "@innovatehub/domain";
import { useQuery } from "@tanstack/react-query";
import { byCreatedAt, rowsOf, type AuditRow } from "../booking/use-booking";
import { supabase } from "../lib/supabase";

/** An inquiry as the screens see it: kind and status narrowed to the domain's unions. */
export type InquiryRow = ReturnType<typeof narrowInquiry<Tables<"inquiries">>>;
export type NoteRow = Tables<"internal_notes">;

export const inquiryQueryKey = (id: string) => ["inquiry", id] as const;
const staffMembersQueryKey = ["staff-members"] as const;

/** The inquiry with its notes (newest first) and staff history (oldest first); `inquiry` is null when gone. */
export function useInquiry(id: string) {
  return useQuery({
    queryKey: inquiryQueryKey(id),
    queryFn: async () => {
      const [inquiries, notes, audit] = await Promise.all([
        rowsOf<Tables<"inquiries">>(supabase.from("inquiries").select("*").eq("id", id).limit(1)),
        rowsOf<NoteRow>(supabase.from("internal_notes").select("*").eq("inquiry_id", id)),
        rowsOf<AuditRow>(supabase.from("audit_log").select("*").eq("inquiry_id", id)),
      ]);
      return {
        inquiry: inquiries[0] === undefined ? null : narrowInquiry(inquiries[0]),
        notes: notes.sort(byCreatedAt).reverse(),
        audit: audit.sort(byCreatedAt),
      };
    },
  });
}

/** Everyone an inquiry can be assigned to. */
export function useStaffMembers() {
  return useQuery({
    queryKey: staffMembersQueryKey,
    queryFn: async () => {
      const { data, error } = await supabase.rpc("staff_members");
      if (error) {
        throw error;
      }
      return data;
    },
  });
}
