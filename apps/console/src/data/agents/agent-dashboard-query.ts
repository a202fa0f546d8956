import { useQuery } from "@tanstack/react-query";
import { agentApplicationStages } from "@innovatehub/domain";
import { z } from "zod";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import { applicationKeys } from "./keys";

const count = z.number().int().nonnegative();
const minutes = z.number().nonnegative().nullable();

/** Where a province's figures are: its province, or for stores outside any province their region. */
const place = z.union([
  z.object({ province_code: z.string(), region_code: z.null() }),
  z.object({ province_code: z.null(), region_code: z.string() }),
]);

/** `staff_agent_dashboard` returns one jsonb document (generated as `Json`): its shape is checked here. */
const agentDashboardSchema = z.object({
  weeks: z.array(z.object({ week: z.string(), applications: count })),
  /** Most applications first, each split by where the applications stand: before a decision, agency, closed. */
  provinces: z.array(
    z
      .object({ applications: count, in_progress: count, agencies: count, closed: count })
      .and(place),
  ),
  /** Only the stages some application is in. */
  stages: z.partialRecord(z.enum(agentApplicationStages), count),
  first_response: z.object({ answered: count, median_minutes: minutes }),
  decision: z.object({ decided: count, median_minutes: minutes }),
  conversion: z.object({ applications: count, onboarded: count, rate: z.number().nullable() }),
});

export type AgentDashboardFigures = z.infer<typeof agentDashboardSchema>;
export type ProvinceFigures = AgentDashboardFigures["provinces"][number];

/** The agent network's figures for Manila days `from`..`to` (both included), computed by the database. */
async function getAgentDashboard(from: string, to: string): Promise<AgentDashboardFigures> {
  return agentDashboardSchema.parse(
    await unwrap(supabase.rpc("staff_agent_dashboard", { p_from: from, p_to: to })),
  );
}

/** Nothing is asked while `enabled` is false (a range the database would refuse). */
export function useAgentDashboardQuery(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: applicationKeys.dashboard(from, to),
    enabled,
    queryFn: () => getAgentDashboard(from, to),
  });
}
