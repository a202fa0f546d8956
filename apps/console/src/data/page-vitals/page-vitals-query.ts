import { useQuery } from "@tanstack/react-query";
import { pageVitalsDevices, pageVitalsMetrics } from "@innovatehub/domain";
import { z } from "zod";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";

const pageVitalsSchema = z.array(
  z.object({
    path: z.string(),
    device: z.enum(pageVitalsDevices),
    metric: z.enum(pageVitalsMetrics),
    views: z.number().int().positive(),
    p75: z.number().nonnegative(),
    good_share: z.number().min(0).max(1),
  }),
);

export type PageVitalsRow = z.infer<typeof pageVitalsSchema>[number];

const pageVitalsKeys = {
  range: (from: string, to: string) => ["page-vitals", from, to] as const,
};

/** Real visits' speed for Manila days `from`..`to`, per page, device class and metric (staff_page_vitals). */
async function getPageVitals(from: string, to: string): Promise<PageVitalsRow[]> {
  return pageVitalsSchema.parse(
    await unwrap(supabase.rpc("staff_page_vitals", { p_from: from, p_to: to })),
  );
}

/** Nothing is asked while `enabled` is false (a range the database would refuse). */
export function usePageVitalsQuery(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: pageVitalsKeys.range(from, to),
    enabled,
    queryFn: () => getPageVitals(from, to),
  });
}
