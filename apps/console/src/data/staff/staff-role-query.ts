import { useQuery } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { SESSION_ENDED_CODE } from "../../lib/query-client";
import { DataError, unwrap } from "../errors";
import { staffKeys } from "./keys";

export type StaffRole = "admin" | "agent";

/** PostgREST's answer when `.single()` finds no row. */
const NO_ROW_CODE = "PGRST116";

/**
 * The member's role, read from their own staff row (the only staff row they may read). At aal2 that row is hidden
 * only when the session has ended or the member was removed: both answer as a session that ended, which signs the
 * console out (lib/query-client).
 */
async function getStaffRole(userId: string): Promise<StaffRole> {
  try {
    const row = await unwrap(supabase.from("staff").select("role").eq("user_id", userId).single());
    return row.role === "admin" ? "admin" : "agent";
  } catch (error) {
    if (error instanceof DataError && error.code === NO_ROW_CODE) {
      throw new DataError({ code: SESSION_ENDED_CODE, message: "session_ended" });
    }
    throw error;
  }
}

/** `userId` is null until someone has signed in; nothing is asked until then. */
export function useStaffRoleQuery(userId: string | null) {
  return useQuery({
    queryKey: staffKeys.role(userId),
    enabled: userId !== null,
    queryFn: () => getStaffRole(userId ?? ""),
  });
}
