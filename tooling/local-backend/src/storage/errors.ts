import { jsonResult, type HttpResult } from "../http/result.ts";
import { HTTP_STATUS } from "../http/status.ts";

/**
 * Supabase Storage's error answer for the object routes: HTTP 400 (500 for its own faults) with the real status
 * in the body as a string, e.g. `{ "statusCode": "403", "error": "Unauthorized", "message": "..." }`.
 */
export class StorageError extends Error {
  override name = "StorageError";
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export const storageErrors = {
  unauthorized: (message = "new row violates row-level security policy") =>
    new StorageError(HTTP_STATUS.forbidden, "Unauthorized", message),
  notFound: (what = "Object") => new StorageError(HTTP_STATUS.notFound, "not_found", `${what} not found`),
  duplicate: () => new StorageError(HTTP_STATUS.conflict, "Duplicate", "The resource already exists"),
  tooLarge: () =>
    new StorageError(
      HTTP_STATUS.payloadTooLarge,
      "Payload too large",
      "The object exceeded the maximum allowed size",
    ),
  invalidMimeType: (mimeType: string) =>
    new StorageError(
      HTTP_STATUS.unsupportedMediaType,
      "invalid_mime_type",
      `mime type ${mimeType} is not supported`,
    ),
  invalidJwt: (message = "Invalid JWT") => new StorageError(HTTP_STATUS.badRequest, "InvalidJWT", message),
  expired: () =>
    new StorageError(HTTP_STATUS.badRequest, "ExpiredToken", "The provided token has expired."),
  invalidRequest: (message: string) => new StorageError(HTTP_STATUS.badRequest, "InvalidRequest", message),
};

export function storageErrorResult(error: StorageError): HttpResult {
  return jsonResult(HTTP_STATUS.badRequest, {
    statusCode: String(error.statusCode),
    error: error.error,
    message: error.message,
  });
}
