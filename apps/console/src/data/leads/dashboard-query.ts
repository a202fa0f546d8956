import { useQuery } from "@tanstack/react-query";
import { dashboardServices, funnelStages } from "@innovatehub/domain";
import { z } from "zod";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import { leadKeys } from "./keys";

const count = z.number().int().nonnegative();
const minutes = z.number().nonnegative().nullable();

/** `staff_lead_dashboard` returns one jsonb document (generated as `Json`): its shape is checked here. */
const dashboardSchema = z.object({
  weeks: z.array(
    z.object({
      week: z.string(),
      bookings: count,
      inquiries: count,
      services: z.record(z.enum(dashboardServices), count),
      answered: count,
      median_minutes: minutes,
      p90_minutes: minutes,
    }),
  ),
  sources: z.array(z.object({ source: z.string(), leads: count })),
  funnel: z.record(z.enum(funnelStages), count),
  show_rate: z.object({ completed: count, no_show: count, rate: z.number().nullable() }),
});

export type DashboardFigures = z.infer<typeof dashboardSchema>;

/** The figures for Manila days `from`..`to` (both included), computed by the database. */
async function getDashboard(from: string, to: string): Promise<DashboardFigures> {
  return dashboardSchema.parse(
    await unwrap(supabase.rpc("staff_lead_dashboard", { p_from: from, p_to: to })),
  );
}

/** Nothing is asked while `enabled` is false (a range the database would refuse). */
export function useDashboardQuery(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: leadKeys.dashboard(from, to),
    enabled,
    queryFn: () => getDashboard(from, to),
  });
}
