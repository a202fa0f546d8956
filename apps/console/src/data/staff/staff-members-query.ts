import { useQuery } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import { staffKeys } from "./keys";

/** Everyone an inquiry can be assigned to. */
function getStaffMembers() {
  return unwrap(supabase.rpc("staff_members"));
}

export function useStaffMembersQuery() {
  return useQuery({ queryKey: staffKeys.members, queryFn: getStaffMembers });
}
