import type { PGlite, Transaction } from "@electric-sql/pglite";
import type { IncomingMessage } from "node:http";
import { header, MAX_STORAGE_BODY_BYTES } from "../http/request.ts";
import { jsonResult, type HttpResult } from "../http/result.ts";
import { HTTP_STATUS } from "../http/status.ts";
import { HttpError, notServed } from "../postgrest/errors.ts";
import { plainHeaders } from "../postgrest/routes.ts";
import { runAsRequest } from "../postgrest/transaction.ts";
import { JwtError, requestToken, verifyToken, type RequestIdentity } from "../verify-jwt.ts";
import { StorageError, storageErrorResult, storageErrors } from "./errors.ts";
import { isSafeObjectName, type ObjectFiles } from "./files.ts";
import { signObjectToken, verifyObjectToken } from "./tokens.ts";
import { readUploadBody } from "./upload-body.ts";

/** How long a signed upload URL works on Supabase (Storage's uploadSignedUrlExpirationTime default). */
export const SIGNED_UPLOAD_URL_SECONDS = 2 * 60 * 60;

export interface StorageContext {
  db: PGlite;
  jwtSecret: Uint8Array;
  files: ObjectFiles;
  /** Lifetime of a signed upload URL's token. */
  signedUploadSeconds: number;
  /** The clock the signed URLs are issued and checked by (tests move it instead of waiting). */
  now: () => Date;
}

interface StorageCall {
  request: IncomingMessage;
  url: URL;
  body: Buffer;
}

interface Bucket {
  id: string;
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
}

interface ObjectAddress {
  bucket: string;
  name: string;
}

const ROUTES = {
  uploadSign: /^\/object\/upload\/sign\/([^/]+)\/(.+)$/,
  sign: /^\/object\/sign\/([^/]+)\/(.+)$/,
  authenticated: /^\/object\/authenticated\/([^/]+)\/(.+)$/,
  object: /^\/object\/([^/]+)\/(.+)$/,
  bucketObjects: /^\/object\/([^/]+)\/?$/,
} as const;

const INSUFFICIENT_PRIVILEGE = "42501";
const UNIQUE_VIOLATION = "23505";

class Rollback extends Error {}

function address(match: RegExpExecArray | null): ObjectAddress | null {
  const bucket = match?.[1];
  const name = match?.[2];
  if (bucket === undefined || name === undefined) {
    return null;
  }
  const decoded = { bucket: decodeURIComponent(bucket), name: decodeURIComponent(name) };
  if (!isSafeObjectName(decoded.name)) {
    throw storageErrors.invalidRequest("Invalid key");
  }
  return decoded;
}

async function identify(call: StorageCall, jwtSecret: Uint8Array): Promise<RequestIdentity> {
  try {
    return await verifyToken(requestToken(call.request.headers), jwtSecret);
  } catch (error) {
    if (error instanceof JwtError) {
      throw storageErrors.invalidJwt(error.message);
    }
    throw error;
  }
}

/** Runs `work` as the caller's role with its claims, as Storage does; row level security decides. */
async function asCaller<T>(
  context: StorageContext,
  call: StorageCall,
  identity: RequestIdentity,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await runAsRequest(
      context.db,
      { identity, method: call.request.method ?? "GET", path: call.url.pathname, headers: plainHeaders(call.request) },
      work,
    );
  } catch (error) {
    if (error instanceof HttpError && error.body.code === INSUFFICIENT_PRIVILEGE) {
      throw storageErrors.unauthorized();
    }
    if (error instanceof HttpError && error.body.code === UNIQUE_VIOLATION) {
      throw storageErrors.duplicate();
    }
    throw error;
  }
}

async function findBucket(db: PGlite, id: string): Promise<Bucket> {
  const { rows } = await db.query<Bucket>(
    "select id, file_size_limit::text, allowed_mime_types from storage.buckets where id = $1",
    [id],
  );
  const bucket = rows[0];
  if (bucket === undefined) {
    throw storageErrors.notFound("Bucket");
  }
  return bucket;
}

function mimeTypeAllowed(bucket: Bucket, mimeType: string): boolean {
  const allowed = bucket.allowed_mime_types;
  if (allowed === null || allowed.length === 0) {
    return true;
  }
  return allowed.some(
    (pattern) => pattern === mimeType || (pattern.endsWith("/*") && mimeType.startsWith(pattern.slice(0, -1))),
  );
}

/** POST /object/upload/sign/{bucket}/{name}: a token to upload one object, if the caller may INSERT it. */
async function signUpload(context: StorageContext, call: StorageCall, target: ObjectAddress): Promise<HttpResult> {
  const identity = await identify(call, context.jwtSecret);
  await findBucket(context.db, target.bucket);
  const owner = typeof identity.claims.sub === "string" ? identity.claims.sub : undefined;
  const upsert = header(call.request, "x-upsert") === "true";
  // Storage's permission test: the insert the upload will make, as the caller, rolled back. (An upsert over an
  // existing object would need UPDATE too; nothing here upserts, so that case is refused as a duplicate.)
  try {
    await asCaller(context, call, identity, async (tx) => {
      await tx.query("insert into storage.objects (bucket_id, name, owner_id) values ($1, $2, $3)", [
        target.bucket,
        target.name,
        owner ?? null,
      ]);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) {
      throw error;
    }
  }
  const url = `${target.bucket}/${target.name}`;
  const token = await signObjectToken(
    context.jwtSecret,
    { url, scope: "upload", upsert, ...(owner === undefined ? {} : { owner }) },
    context.signedUploadSeconds,
    context.now(),
  );
  return jsonResult(HTTP_STATUS.ok, { url: `/object/upload/sign/${url}?token=${token}`, token });
}

/** PUT /object/upload/sign/{bucket}/{name}?token=: the upload itself; the bucket's size and type limits apply. */
async function uploadSigned(context: StorageContext, call: StorageCall, target: ObjectAddress): Promise<HttpResult> {
  const token = call.url.searchParams.get("token") ?? "";
  const { owner, upsert } = await verifyObjectToken(
    context.jwtSecret,
    token,
    `${target.bucket}/${target.name}`,
    "upload",
    context.now(),
  );
  const bucket = await findBucket(context.db, target.bucket);
  const file = await readUploadBody(header(call.request, "content-type"), call.body);
  const sizeLimit = bucket.file_size_limit === null ? MAX_STORAGE_BODY_BYTES : Number(bucket.file_size_limit);
  if (file.bytes.length > sizeLimit) {
    throw storageErrors.tooLarge();
  }
  if (!mimeTypeAllowed(bucket, file.mimeType)) {
    throw storageErrors.invalidMimeType(file.mimeType);
  }
  const metadata = { mimetype: file.mimeType, size: file.bytes.length, contentLength: file.bytes.length };
  const id = await context.db
    .transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, owner_id, metadata) values ($1, $2, $3, $4)
         on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()
           where $5::boolean
         returning id`,
        [target.bucket, target.name, owner ?? null, metadata, upsert],
      );
      const row = rows[0];
      if (row === undefined) {
        throw storageErrors.duplicate();
      }
      context.files.write(target.bucket, target.name, file.bytes);
      return row.id;
    });
  return jsonResult(HTTP_STATUS.ok, { Key: `${target.bucket}/${target.name}`, Id: id });
}

interface StoredObject {
  metadata: { mimetype?: string } | null;
}

function fileResult(context: StorageContext, target: ObjectAddress, object: StoredObject): HttpResult {
  const bytes = context.files.read(target.bucket, target.name);
  if (bytes === null) {
    throw storageErrors.notFound();
  }
  return {
    status: HTTP_STATUS.ok,
    headers: { "Content-Type": object.metadata?.mimetype ?? "application/octet-stream" },
    body: bytes,
  };
}

async function readAsCaller(
  context: StorageContext,
  call: StorageCall,
  identity: RequestIdentity,
  target: ObjectAddress,
): Promise<StoredObject> {
  const rows = await asCaller(context, call, identity, async (tx) =>
    (
      await tx.query<StoredObject>("select metadata from storage.objects where bucket_id = $1 and name = $2", [
        target.bucket,
        target.name,
      ])
    ).rows,
  );
  const object = rows[0];
  if (object === undefined) {
    throw storageErrors.notFound();
  }
  return object;
}

/** POST /object/sign/{bucket}/{name} { expiresIn }: a URL to read one object, if the caller may SELECT it. */
async function signDownload(context: StorageContext, call: StorageCall, target: ObjectAddress): Promise<HttpResult> {
  const identity = await identify(call, context.jwtSecret);
  let expiresIn: unknown;
  try {
    expiresIn = (JSON.parse(call.body.toString("utf8")) as { expiresIn?: unknown }).expiresIn;
  } catch {
    throw storageErrors.invalidRequest("The body must be JSON { expiresIn }");
  }
  if (typeof expiresIn !== "number" || !Number.isInteger(expiresIn) || expiresIn < 1) {
    throw storageErrors.invalidRequest("expiresIn must be a positive whole number of seconds");
  }
  await readAsCaller(context, call, identity, target);
  const url = `${target.bucket}/${target.name}`;
  const token = await signObjectToken(context.jwtSecret, { url, scope: "download" }, expiresIn, context.now());
  return jsonResult(HTTP_STATUS.ok, { signedURL: `/object/sign/${encodeURI(url)}?token=${token}` });
}

/** GET /object/sign/{bucket}/{name}?token=: the object a download token was signed for. */
async function downloadSigned(context: StorageContext, call: StorageCall, target: ObjectAddress): Promise<HttpResult> {
  await verifyObjectToken(
    context.jwtSecret,
    call.url.searchParams.get("token") ?? "",
    `${target.bucket}/${target.name}`,
    "download",
    context.now(),
  );
  const { rows } = await context.db.query<StoredObject>(
    "select metadata from storage.objects where bucket_id = $1 and name = $2",
    [target.bucket, target.name],
  );
  const object = rows[0];
  if (object === undefined) {
    throw storageErrors.notFound();
  }
  return fileResult(context, target, object);
}

/** DELETE /object/{bucket} { prefixes }: deletes the named objects the caller may DELETE; answers those deleted. */
async function removeObjects(context: StorageContext, call: StorageCall, bucket: string): Promise<HttpResult> {
  const identity = await identify(call, context.jwtSecret);
  let prefixes: unknown;
  try {
    prefixes = (JSON.parse(call.body.toString("utf8")) as { prefixes?: unknown }).prefixes;
  } catch {
    throw storageErrors.invalidRequest("The body must be JSON { prefixes }");
  }
  if (!Array.isArray(prefixes) || !prefixes.every((name) => typeof name === "string")) {
    throw storageErrors.invalidRequest("prefixes must be a list of object names");
  }
  const deleted = await asCaller(context, call, identity, async (tx) =>
    (
      await tx.query<{ id: string; name: string; bucket_id: string; metadata: unknown; created_at: string }>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
         returning id, name, bucket_id, metadata, created_at`,
        [bucket, prefixes],
      )
    ).rows,
  );
  for (const object of deleted) {
    context.files.remove(bucket, object.name);
  }
  return jsonResult(HTTP_STATUS.ok, deleted);
}

async function route(context: StorageContext, call: StorageCall): Promise<HttpResult> {
  const method = call.request.method ?? "GET";
  const path = call.url.pathname.slice("/storage/v1".length);
  const uploadSign = address(ROUTES.uploadSign.exec(path));
  if (uploadSign !== null && method === "POST") {
    return signUpload(context, call, uploadSign);
  }
  if (uploadSign !== null && method === "PUT") {
    return uploadSigned(context, call, uploadSign);
  }
  const sign = address(ROUTES.sign.exec(path));
  if (sign !== null && method === "POST") {
    return signDownload(context, call, sign);
  }
  if (sign !== null && method === "GET") {
    return downloadSigned(context, call, sign);
  }
  const readable = address(ROUTES.authenticated.exec(path)) ?? address(ROUTES.object.exec(path));
  if (readable !== null && method === "GET") {
    const identity = await identify(call, context.jwtSecret);
    return fileResult(context, readable, await readAsCaller(context, call, identity, readable));
  }
  const bucket = ROUTES.bucketObjects.exec(path)?.[1];
  if (bucket !== undefined && method === "DELETE") {
    return removeObjects(context, call, decodeURIComponent(bucket));
  }
  throw notServed(`${method} /storage/v1${path}`);
}

/** `/storage/v1/object/*`: the part of Supabase Storage the product uses (see the README). */
export async function handleStorage(
  context: StorageContext,
  request: IncomingMessage,
  url: URL,
  body: Buffer,
): Promise<HttpResult> {
  try {
    return await route(context, { request, url, body });
  } catch (error) {
    if (error instanceof StorageError) {
      return storageErrorResult(error);
    }
    throw error;
  }
}
