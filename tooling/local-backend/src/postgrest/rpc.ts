import type { PGlite } from "@electric-sql/pglite";
import { httpError } from "./errors.ts";
import { quoteIdentifier } from "./identifiers.ts";
import { jsonResult, type HttpResult } from "../http/result.ts";
import { singleRow, wantsSingular } from "./singular.ts";
import { runAsRequest, type RequestContext } from "./transaction.ts";
import { HTTP_STATUS } from "../http/status.ts";

export interface RpcRequest {
  name: string;
  body: string;
  contentType: string | undefined;
  accept: string | undefined;
  context: RequestContext;
}

/** One overload of a public function, read from the catalog as PostgREST's schema cache would. */
interface FunctionSignature {
  argNames: string[];
  argTypes: string[];
  requiredCount: number;
  returnsSet: boolean;
  returnsVoid: boolean;
}

async function signaturesOf(db: PGlite, name: string): Promise<FunctionSignature[]> {
  const result = await db.query<{
    arg_names: string[] | null;
    arg_types: string[];
    defaults: number;
    returns_set: boolean;
    returns_void: boolean;
  }>(
    `select
       (select array_agg(n order by o) from unnest(p.proargnames, p.proargmodes::text[]) with ordinality a(n, m, o)
         where coalesce(m, 'i') in ('i', 'b')) as arg_names,
       array(select format_type(t, null) from unnest(p.proargtypes) t) as arg_types,
       p.pronargdefaults as defaults,
       p.proretset as returns_set,
       p.prorettype = 'void'::regtype as returns_void
     from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
    [name],
  );
  return result.rows.map((row) => ({
    argNames: row.arg_names ?? [],
    argTypes: row.arg_types,
    requiredCount: row.arg_types.length - row.defaults,
    returnsSet: row.returns_set,
    returnsVoid: row.returns_void,
  }));
}

function parseArgs(body: string): Record<string, unknown> {
  if (body.trim() === "") {
    return {};
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (_error) {
    throw httpError(HTTP_STATUS.badRequest, "PGRST102", "Empty or invalid json");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw httpError(
      HTTP_STATUS.badRequest,
      "PGRST102",
      "RPC arguments must be a JSON object of named arguments",
    );
  }
  return Object.fromEntries(Object.entries(parsed));
}

/** The overload whose argument names match the given keys (all required ones present, no unknown ones). */
function matchOverload(
  signatures: FunctionSignature[],
  keys: string[],
): FunctionSignature | undefined {
  return signatures.find(
    (signature) =>
      keys.every((key) => signature.argNames.includes(key)) &&
      signature.argNames.slice(0, signature.requiredCount).every((name) => keys.includes(name)),
  );
}

/** A function's one unnamed `text` argument, which PostgREST fills with a `text/plain` body as it is. */
function isRawTextOverload(signature: FunctionSignature): boolean {
  return (
    signature.argTypes.length === 1 && signature.argTypes[0] === "text" && !signature.argNames[0]
  );
}

/** POST /rest/v1/rpc/<fn> with a text/plain body, passed whole to the function's one unnamed text argument. */
async function handleRawTextRpc(db: PGlite, request: RpcRequest, fn: string): Promise<HttpResult> {
  const signature = (await signaturesOf(db, request.name)).find(isRawTextOverload);
  if (signature === undefined) {
    throw httpError(
      HTTP_STATUS.notFound,
      "PGRST202",
      `Could not find the function public.${request.name}(text) with a single unnamed parameter in the schema cache`,
    );
  }
  const body = await runAsRequest(db, request.context, async (tx) => {
    const result = await tx.query<{ body: string | null }>(
      `select to_json(${fn}($1::text))::text as body`,
      [request.body],
    );
    return result.rows[0]?.body ?? "null";
  });
  if (signature.returnsVoid) {
    return { status: HTTP_STATUS.noContent, headers: {}, body: null };
  }
  return { ...jsonResult(HTTP_STATUS.ok, null), body };
}

/**
 * POST /rest/v1/rpc/<fn> with named arguments, answered as PostgREST does (rows as an array, scalars as JSON), or
 * with a text/plain body for a function of one unnamed text argument.
 */
export async function handleRpc(db: PGlite, request: RpcRequest): Promise<HttpResult> {
  const fn = `"public".${quoteIdentifier(request.name)}`;
  if (request.contentType?.split(";")[0]?.trim().toLowerCase() === "text/plain") {
    return handleRawTextRpc(db, request, fn);
  }
  const args = parseArgs(request.body);
  const keys = Object.keys(args);
  const signature = matchOverload(await signaturesOf(db, request.name), keys);
  if (signature === undefined) {
    throw httpError(
      HTTP_STATUS.notFound,
      "PGRST202",
      `Could not find the function public.${request.name}(${keys.join(", ")}) in the schema cache`,
    );
  }

  const namedArgs = keys.map((key, index) => {
    const type = signature.argTypes[signature.argNames.indexOf(key)] ?? "text";
    const field = `$1::json -> $${index + 2}`;
    const value =
      type === "json" || type === "jsonb"
        ? field
        : type.endsWith("[]")
          ? // A JSON array fills an array argument, as PostgREST does; a string is read as an array literal.
            `case when json_typeof(${field}) = 'array' then coalesce((select array_agg(element) from json_array_elements_text(${field}) element), '{}')::text else $1::json ->> $${index + 2} end`
          : `$1::json ->> $${index + 2}`;
    return `${quoteIdentifier(key)} => (${value})::${type}`;
  });
  const call = `${fn}(${namedArgs.join(", ")})`;
  const sql =
    // Like PostgREST (since v8), a set is a JSON array and a single row (a composite) is one JSON object.
    signature.returnsSet
      ? `select coalesce(json_agg(pgrst_result), '[]')::text as body from ${call} pgrst_result`
      : `select to_json(${call})::text as body`;
  // A function without arguments binds no parameters (Postgres refuses unused ones).
  const params = keys.length === 0 ? [] : [JSON.stringify(args), ...keys];

  const body = await runAsRequest(db, request.context, async (tx) => {
    const result = await tx.query<{ body: string | null }>(sql, params);
    return result.rows[0]?.body ?? "null";
  });

  if (signature.returnsVoid) {
    return { status: HTTP_STATUS.noContent, headers: {}, body: null };
  }
  if (wantsSingular(request.accept) && signature.returnsSet) {
    return { ...jsonResult(HTTP_STATUS.ok, null), body: singleRow(body) };
  }
  return { ...jsonResult(HTTP_STATUS.ok, null), body };
}
