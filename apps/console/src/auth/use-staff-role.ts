import { useQuery } from "@tanstack/react-query";
import { supabase } from "../lib/supabase";
import { useAuth } from "./auth-provider";

export type StaffRole = "admin" | "agent";

/** The signed-in member's role, read from their own staff row (the only staff row they may read). */
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
        throw error;
      }
      return data.role === "admin" ? "admin" : "agent";
    },
  });
}
