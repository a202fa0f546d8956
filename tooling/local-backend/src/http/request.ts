import type { IncomingMessage } from "node:http";
import { httpError } from "../postgrest/errors.ts";
import { HTTP_STATUS } from "./status.ts";

const MAX_BODY_BYTES = 1_048_576;
/** Storage uploads: up to a Supabase project's default global file size limit (a bucket may set less). */
export const MAX_STORAGE_BODY_BYTES = 50 * MAX_BODY_BYTES;

/** How large a body a path takes: Storage uploads up to 50 MiB, everything else 1 MiB. */
export function bodyLimitFor(pathname: string): number {
  return pathname.startsWith("/storage/v1/") ? MAX_STORAGE_BODY_BYTES : MAX_BODY_BYTES;
}

/** The whole request body; a body over `maxBytes` is refused with 413, as the gateway does. */
export function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        reject(httpError(HTTP_STATUS.payloadTooLarge, "PGRST413", "Request body too large"));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

/** A request header's (first) value. */
export function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
