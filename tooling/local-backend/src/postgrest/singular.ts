import { httpError } from "./errors.ts";
import { SINGULAR_MEDIA_TYPE } from "./response.ts";

const STATUS_NOT_ACCEPTABLE = 406;

export function wantsSingular(accept: string | undefined): boolean {
  return (accept ?? "").includes(SINGULAR_MEDIA_TYPE);
}

/** `Accept: application/vnd.pgrst.object+json` (supabase-js `.single()`): exactly one row, as an object. */
export function singleRow(rowsJson: string): string {
  const rows: unknown = JSON.parse(rowsJson);
  if (!Array.isArray(rows) || rows.length !== 1) {
    const count = Array.isArray(rows) ? rows.length : 0;
    throw httpError(
      STATUS_NOT_ACCEPTABLE,
      "PGRST116",
      "JSON object requested, multiple (or no) rows returned",
      null,
      `The result contains ${count} rows`,
    );
  }
  return JSON.stringify(rows[0]);
}
