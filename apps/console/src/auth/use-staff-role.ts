import { useQuery } from "@tanstack/react-query";
import { SESSION_ENDED_CODE } from "../lib/query-client";
import { supabase } from "../lib/supabase";
import { useAuth } from "./auth-provider";

export type StaffRole = "admin" | "agent";

/** PostgREST's answer when `.single()` finds no row. */
const NO_ROW_CODE = "PGRST116";

/**
 * The signed-in member's role, read from their own staff row (the only staff row they may read). At aal2 that
 * row is hidden only when the session has ended or the member was removed: both answer as a session that ended,
 * which signs the console out (lib/query-client).
 */
export function useStaffRole() {
  const { state } = useAuth();
  const userId = state.status === "ready" ? state.session.user.id : null;
  return useQuery({
    queryKey: ["staff-role", userId],
    enabled: userId !== null,
    queryFn: async (): Promise<StaffRole> => {
      const { data, error } = await supabase
        .from("staff")
        .select("role")
        .eq("user_id", userId ?? "")
        .single();
      if (error) {
        throw error.code === NO_ROW_CODE ? { ...error, code: SESSION_ENDED_CODE } : error;
      }
      return data.role === "admin" ? "admin" : "agent";
    },
  });
}
