import { useQuery } from "@tanstack/react-query";
import { supabase } from "../lib/supabase";
import { useAuth } from "./auth-provider";

export type StaffRole = "admin" | "agent";

/** The signed-in member's role from their own staff row (the only row they may read); null while unknown. */
export function useStaffRole(): StaffRole | null {
  const { state } = useAuth();
  const userId = state.status === "ready" ? state.session.user.id : null;
  const query = useQuery({
    queryKey: ["staff-role", userId],
    enabled: userId !== null,
    queryFn: async () => {
      const { data, error } = await supabase
        .from("staff")
        .select("role")
        .eq("user_id", userId ?? "")
        .single();
      if (error) {
        throw error;
      }
      return data.role === "admin" ? "admin" : "agent";
    },
  });
  return query.data ?? null;
}
