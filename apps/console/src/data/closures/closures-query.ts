import type { Tables } from "@innovatehub/database";
import type { DateKey } from "@innovatehub/domain";
import { useQuery } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import { toClosureKind } from "../statuses";
import { closureKeys } from "./keys";

export type ClosureRow = Omit<Tables<"closures">, "kind"> & {
  kind: ReturnType<typeof toClosureKind>;
};

/**
 * The closed days from `from` to `to` (Manila dates, both included; no end when `to` is null), by day, from the
 * SECURITY INVOKER function `staff_closures` (the table's own policies apply: staff at aal2).
 */
async function getClosures(from: DateKey, to: DateKey | null): Promise<ClosureRow[]> {
  const rows = await unwrap(
    supabase.rpc("staff_closures", to === null ? { p_from: from } : { p_from: from, p_to: to }),
  );
  return rows.map((row) => ({ ...row, kind: toClosureKind(row.kind) }));
}

export function useClosuresQuery(from: DateKey, to: DateKey | null) {
  return useQuery({
    queryKey: closureKeys.range(from, to),
    queryFn: () => getClosures(from, to),
  });
}
