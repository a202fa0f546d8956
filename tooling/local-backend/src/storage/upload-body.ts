import { storageErrors } from "./errors.ts";

export interface UploadedFile {
  bytes: Buffer;
  /** The type the client declared: the multipart file's type, or the request's Content-Type. */
  mimeType: string;
}

/** "image/jpeg; charset=x" -> "image/jpeg". */
function bareType(value: string): string {
  return (value.split(";")[0] ?? "").trim().toLowerCase();
}

/**
 * The file of an upload, as supabase-js sends it: a multipart form (a Blob or File, its type in the part) or the
 * raw bytes (a Buffer or ArrayBuffer, the type in Content-Type).
 */
export async function readUploadBody(contentType: string | undefined, body: Buffer): Promise<UploadedFile> {
  const type = contentType ?? "";
  if (bareType(type) !== "multipart/form-data") {
    return { bytes: body, mimeType: bareType(type) || "application/octet-stream" };
  }
  const form = await new Response(new Uint8Array(body), { headers: { "content-type": type } })
    .formData()
    .catch(() => {
      throw storageErrors.invalidRequest("The multipart body could not be read");
    });
  for (const value of form.values()) {
    if (typeof value !== "string") {
      return {
        bytes: Buffer.from(await value.arrayBuffer()),
        mimeType: bareType(value.type) || "application/octet-stream",
      };
    }
  }
  throw storageErrors.invalidRequest("The multipart body holds no file");
}
