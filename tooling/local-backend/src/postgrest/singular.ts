import { httpError } from "./errors.ts";
import { HTTP_STATUS } from "../http/status.ts";

/** The media type of supabase-js `.single()`: one row as an object. */
export const SINGULAR_MEDIA_TYPE = "application/vnd.pgrst.object+json";

export function wantsSingular(accept: string | undefined): boolean {
  return (accept ?? "").includes(SINGULAR_MEDIA_TYPE);
}

/** `Accept: application/vnd.pgrst.object+json` (supabase-js `.single()`): exactly one row, as an object. */
export function singleRow(rowsJson: string): string {
  const rows: unknown = JSON.parse(rowsJson);
  if (!Array.isArray(rows) || rows.length !== 1) {
    const count = Array.isArray(rows) ? rows.length : 0;
    throw httpError(
      HTTP_STATUS.notAcceptable,
      "PGRST116",
      "JSON object requested, multiple (or no) rows returned",
      null,
      `The result contains ${count} rows`,
    );
  }
  return JSON.stringify(rows[0]);
}
