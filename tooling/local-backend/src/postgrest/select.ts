import type { PGlite } from "@electric-sql/pglite";
import { httpError } from "./errors.ts";
import { parseColumnList, quoteIdentifier } from "./identifiers.ts";
import { JSON_CONTENT_TYPE, type HttpResult } from "../http/result.ts";
import { SINGULAR_MEDIA_TYPE, singleRow, wantsSingular } from "./singular.ts";
import { runAsRequest, type RequestContext } from "./transaction.ts";
import { HTTP_STATUS } from "../http/status.ts";

const EQUALS_PREFIX = "eq.";

export interface SelectRequest {
  table: string;
  query: URLSearchParams;
  accept: string | undefined;
  context: RequestContext;
}

/**
 * GET /rest/v1/<table>?select=a,b&col=eq.value&limit=n: PostgREST's read with equality filters only
 * (enough for tests and tooling to look rows up as the service role; anon gets PostgREST's 401 42501).
 */
export async function handleSelect(db: PGlite, request: SelectRequest): Promise<HttpResult> {
  const target = `"public".${quoteIdentifier(request.table)}`;
  const select = parseColumnList(request.query.get("select") ?? "*", true);
  const columns = select === "*" ? "*" : select.map(quoteIdentifier).join(", ");
  const filters: string[] = [];
  const params: string[] = [];
  let limit = "";
  for (const [key, value] of request.query) {
    if (key === "select") {
      continue;
    }
    if (key === "limit") {
      if (!/^\d+$/.test(value)) {
        throw httpError(HTTP_STATUS.badRequest, "PGRST100", `"${value}" is not a valid limit`);
      }
      limit = ` limit ${value}`;
      continue;
    }
    if (!value.startsWith(EQUALS_PREFIX)) {
      throw httpError(
        HTTP_STATUS.notImplemented,
        "LOCAL501",
        `Not served by the local backend: filter ${key}=${value} (only eq. filters)`,
        "See tooling/local-backend/README.md for the endpoints it serves.",
      );
    }
    params.push(value.slice(EQUALS_PREFIX.length));
    filters.push(`${quoteIdentifier(key)}::text = $${params.length}`);
  }
  const where = filters.length === 0 ? "" : ` where ${filters.join(" and ")}`;
  const body = await runAsRequest(db, request.context, async (tx) => {
    const result = await tx.query<{ body: string }>(
      `select coalesce(json_agg(pgrst_rows), '[]')::text as body
       from (select ${columns} from ${target}${where}${limit}) pgrst_rows`,
      params,
    );
    return result.rows[0]?.body ?? "[]";
  });
  const singular = wantsSingular(request.accept);
  const count: unknown = JSON.parse(body);
  const rows = Array.isArray(count) ? count.length : 0;
  return {
    status: HTTP_STATUS.ok,
    headers: {
      "Content-Type": singular ? `${SINGULAR_MEDIA_TYPE}; charset=utf-8` : JSON_CONTENT_TYPE,
      "Content-Range": rows === 0 ? "*/*" : `0-${rows - 1}/*`,
    },
    body: singular ? singleRow(body) : body,
  };
}
