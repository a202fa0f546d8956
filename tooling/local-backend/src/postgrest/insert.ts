import type { PGlite, Transaction } from "@electric-sql/pglite";
import { httpError } from "./errors.ts";
import { parseColumnList, quoteIdentifier } from "./identifiers.ts";
import { parsePrefer } from "./prefer.ts";
import { JSON_CONTENT_TYPE, type HttpResult } from "../http/result.ts";
import { SINGULAR_MEDIA_TYPE, singleRow, wantsSingular } from "./singular.ts";
import { runAsRequest, type RequestContext } from "./transaction.ts";
import { HTTP_STATUS } from "../http/status.ts";

type JsonRow = Record<string, unknown>;

export interface InsertRequest {
  table: string;
  query: URLSearchParams;
  body: string;
  prefer: string | undefined;
  accept: string | undefined;
  context: RequestContext;
}

function isRow(value: unknown): value is JsonRow {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parseRows(body: string): JsonRow[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (_error) {
    throw httpError(HTTP_STATUS.badRequest, "PGRST102", "Empty or invalid json");
  }
  const rows = Array.isArray(parsed) ? parsed : [parsed];
  if (!rows.every(isRow)) {
    throw httpError(HTTP_STATUS.badRequest, "PGRST102", "All object keys must match");
  }
  return rows;
}

/** Groups of rows inserted by one statement each, with the columns that statement names. */
function statementsFor(rows: JsonRow[], columnsParam: string | null, missingDefault: boolean) {
  if (columnsParam !== null) {
    const columns = parseColumnList(columnsParam, false);
    return [{ columns: columns === "*" ? [] : columns, rows }];
  }
  if (missingDefault) {
    // Each row names only its own keys, so the others take their column defaults.
    return rows.map((row) => ({ columns: Object.keys(row), rows: [row] }));
  }
  const union = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return [{ columns: union, rows }];
}

async function primaryKeyColumns(db: PGlite, table: string): Promise<string[]> {
  const result = await db.query<{ attname: string }>(
    `select a.attname from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
     where i.indrelid = to_regclass($1) and i.indisprimary order by a.attnum`,
    [`public.${quoteIdentifier(table)}`],
  );
  return result.rows.map((row) => row.attname);
}

/** One INSERT ... SELECT FROM json_populate_recordset, the way PostgREST builds it; returns rows as JSON text. */
async function insertGroup(
  tx: Transaction,
  table: string,
  columns: string[],
  rows: JsonRow[],
  returning: string | null,
): Promise<string> {
  const target = `"public".${quoteIdentifier(table)}`;
  const columnList = columns.map(quoteIdentifier).join(", ");
  const insert =
    columns.length === 0
      ? `insert into ${target} default values`
      : `insert into ${target} (${columnList}) select ${columnList} from json_populate_recordset(null::${target}, $1::json)`;
  const params = columns.length === 0 ? [] : [JSON.stringify(rows)];
  if (returning === null) {
    await tx.query(insert, params);
    return "[]";
  }
  const result = await tx.query<{ body: string }>(
    `with pgrst_inserted as (${insert} returning ${returning})
     select coalesce(json_agg(pgrst_inserted), '[]')::text as body from pgrst_inserted`,
    params,
  );
  return result.rows[0]?.body ?? "[]";
}

function mergeJsonArrays(parts: string[]): string {
  if (parts.length === 1 && parts[0] !== undefined) {
    return parts[0];
  }
  return JSON.stringify(parts.flatMap((part): unknown[] => JSON.parse(part)));
}

/** POST /rest/v1/<table>: PostgREST's insert with Prefer return=minimal|representation|headers-only. */
export async function handleInsert(db: PGlite, request: InsertRequest): Promise<HttpResult> {
  quoteIdentifier(request.table);
  const rows = parseRows(request.body);
  const prefer = parsePrefer(request.prefer);
  const groups = statementsFor(rows, request.query.get("columns"), prefer.missingDefault);
  const singular = wantsSingular(request.accept);

  let returning: string | null = null;
  let keyColumns: string[] = [];
  if (prefer.return === "representation") {
    const select = parseColumnList(request.query.get("select") ?? "*", true);
    returning = select === "*" ? "*" : select.map(quoteIdentifier).join(", ");
  } else if (prefer.return === "headers-only") {
    keyColumns = await primaryKeyColumns(db, request.table);
    returning = keyColumns.length === 0 ? null : keyColumns.map(quoteIdentifier).join(", ");
  }

  const inserted = await runAsRequest(db, request.context, async (tx) => {
    const parts: string[] = [];
    for (const group of groups) {
      parts.push(await insertGroup(tx, request.table, group.columns, group.rows, returning));
    }
    return mergeJsonArrays(parts);
  });

  const headers: Record<string, string> = { "Content-Range": "*/*" };
  if (prefer.return === "representation") {
    const body = singular ? singleRow(inserted) : inserted;
    headers["Content-Type"] =
      `${singular ? SINGULAR_MEDIA_TYPE : "application/json"}; charset=utf-8`;
    headers["Preference-Applied"] = "return=representation";
    return { status: HTTP_STATUS.created, headers, body };
  }
  if (prefer.return === "headers-only") {
    const parsed: unknown = JSON.parse(inserted);
    const first: unknown = Array.isArray(parsed) ? parsed[0] : undefined;
    if (isRow(first) && keyColumns.length > 0) {
      const filters = keyColumns.map(
        (column) => `${column}=eq.${encodeURIComponent(String(first[column]))}`,
      );
      headers.Location = `/${request.table}?${filters.join("&")}`;
    }
    headers["Preference-Applied"] = "return=headers-only";
    return { status: HTTP_STATUS.created, headers, body: null };
  }
  headers["Content-Type"] = JSON_CONTENT_TYPE;
  return { status: HTTP_STATUS.created, headers, body: null };
}
