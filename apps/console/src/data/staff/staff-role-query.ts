import { useQuery } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import { staffKeys } from "./keys";

export type StaffRole = "admin" | "agent";

/** The member's role, read from their own staff row (the only staff row they may read). */
async function getStaffRole(userId: string): Promise<StaffRole> {
  const row = await unwrap(supabase.from("staff").select("role").eq("user_id", userId).single());
  return row.role === "admin" ? "admin" : "agent";
}

/** `userId` is null until someone has signed in; nothing is asked until then. */
export function useStaffRoleQuery(userId: string | null) {
  return useQuery({
    queryKey: staffKeys.role(userId),
    enabled: userId !== null,
    queryFn: () => getStaffRole(userId ?? ""),
  });
}
