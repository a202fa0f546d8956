import type { Json } from "@innovatehub/database";
import { leadSourceKeys, type LeadSource } from "@innovatehub/domain";
import { z } from "zod";
import { DataError } from "../errors";

/** The database accepts exactly the domain's keys (private.lead_source_valid); null is a direct lead. */
const leadSourceSchema = z.partialRecord(z.enum(leadSourceKeys), z.string()).nullable();

/** A lead's `source` column as the console reads it; a shape the database would refuse is a load error. */
export function toLeadSource(value: Json | null): LeadSource | null {
  const parsed = leadSourceSchema.safeParse(value);
  if (!parsed.success) {
    throw new DataError({ message: "unknown_lead_source", code: "console" });
  }
  const source = parsed.data;
  return source === null || Object.keys(source).length === 0 ? null : source;
}
