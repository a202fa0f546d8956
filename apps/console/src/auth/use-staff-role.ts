import { useStaffRoleQuery } from "../data/staff/staff-role-query";
import { useAuth } from "./auth-provider";

/** The signed-in member's role (nothing is asked before someone has signed in). */
export function useStaffRole() {
  const { state } = useAuth();
  return useStaffRoleQuery(state.status === "ready" ? state.session.user.id : null);
}
