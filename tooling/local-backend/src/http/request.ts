import type { IncomingMessage } from "node:http";
import { httpError } from "../postgrest/errors.ts";
import { HTTP_STATUS } from "./status.ts";

const MAX_BODY_BYTES = 1_048_576;

/** The whole request body; a body over 1 MiB is refused with 413, as PostgREST's gateway does. */
export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
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
