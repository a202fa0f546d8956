import { narrowInquiry } from "@innovatehub/domain";
import type { Tables } from "@innovatehub/database";
import { useQuery } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { getAuditRows } from "../audit/audit-rows";
import { unwrap } from "../errors";
import { byCreatedAt } from "../order";
import { narrowed } from "../statuses";
import { inquiryKeys } from "./keys";

/** An inquiry with its kind and status as the domain's unions. */
export type InquiryRow = ReturnType<typeof narrowInquiry<Tables<"inquiries">>>;
export type NoteRow = Tables<"internal_notes">;

function toInquiryRow(row: Tables<"inquiries">): InquiryRow {
  return narrowed(() => narrowInquiry(row));
}

/** The inquiry with its notes (newest first) and staff history (oldest first); `inquiry` is null when gone. */
async function getInquiry(id: string) {
  const [inquiries, notes, audit] = await Promise.all([
    unwrap(supabase.from("inquiries").select("*").eq("id", id).limit(1)),
    unwrap(supabase.from("internal_notes").select("*").eq("inquiry_id", id)),
    getAuditRows({ inquiry_id: id }),
  ]);
  const inquiry = inquiries[0];
  return {
    inquiry: inquiry ? toInquiryRow(inquiry) : null,
    notes: notes.sort(byCreatedAt).reverse(),
    audit,
  };
}

export function useInquiryQuery(id: string) {
  return useQuery({ queryKey: inquiryKeys.detail(id), queryFn: () => getInquiry(id) });
}
