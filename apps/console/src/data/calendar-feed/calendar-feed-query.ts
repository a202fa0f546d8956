import { useQuery } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import { calendarFeedKeys } from "./keys";

/** When the signed-in member's feed was made, or null when they have none (the token itself is never kept). */
async function getCalendarFeed(): Promise<string | null> {
  return unwrap(supabase.rpc("staff_calendar_feed"));
}

export function useCalendarFeedQuery() {
  return useQuery({ queryKey: calendarFeedKeys.all, queryFn: getCalendarFeed });
}
