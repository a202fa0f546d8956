import type { Tables } from "@innovatehub/database";
import type { DateKey } from "@innovatehub/forms/booking";
import { useQuery } from "@tanstack/react-query";
import { supabase } from "../../lib/supabase";
import { unwrap } from "../errors";
import { toClosureKind } from "../statuses";
import { closureKeys } from "./keys";

export type ClosureRow = Omit<Tables<"closures">, "kind"> & {
  kind: ReturnType<typeof toClosureKind>;
};

/** The closed days from `from` to `to` (Manila dates, both included; no end when `to` is null), by day. */
async function getClosures(from: DateKey, to: DateKey | null): Promise<ClosureRow[]> {
  const query = supabase.from("closures").select("*").gte("day", from).order("day");
  const rows = await unwrap(to === null ? query : query.lte("day", to));
  return rows.map((row) => ({ ...row, kind: toClosureKind(row.kind) }));
}

export function useClosuresQuery(from: DateKey, to: DateKey | null) {
  return useQuery({
    queryKey: closureKeys.range(from, to),
    queryFn: () => getClosures(from, to),
  });
}
