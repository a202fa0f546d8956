import type { LeadSource } from "@innovatehub/content/shared";
import type { Json } from "@innovatehub/database";
import { z } from "zod";
import { DataError } from "../errors";

const text = z.string().optional();

/** The database accepts exactly these keys (private.lead_source_valid); null is a direct lead. */
const leadSourceSchema = z
  .object({
    utm_source: text,
    utm_medium: text,
    utm_campaign: text,
    utm_term: text,
    utm_content: text,
    referrer_host: text,
    landing_path: text,
    landed_at: text,
  })
  .strict()
  .nullable();

/** A lead's `source` column as the console reads it; a shape the database would refuse is a load error. */
export function toLeadSource(value: Json | null): LeadSource | null {
  const parsed = leadSourceSchema.safeParse(value);
  if (!parsed.success) {
    throw new DataError({ message: "unknown_lead_source", code: "console" });
  }
  const source = parsed.data;
  return source === null || Object.keys(source).length === 0 ? null : source;
}
