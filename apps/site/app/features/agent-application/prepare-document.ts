import {
  AGENT_DOCUMENT_MAX_BYTES,
  AGENT_PICKED_FILE_MAX_BYTES,
  agentDocumentContentTypes,
  type AgentDocumentKind,
} from "@innovatehub/domain";

const BYTES_PER_KB = 1024;
const BYTES_PER_MB = BYTES_PER_KB * BYTES_PER_KB;
/** The domain's limit on a picked file, as the visitor reads it. */
export const PICKED_FILE_MAX_MB = AGENT_PICKED_FILE_MAX_BYTES / BYTES_PER_MB;
/** The bucket's limit, as the visitor reads it. */
export const DOCUMENT_MAX_MB = AGENT_DOCUMENT_MAX_BYTES / BYTES_PER_MB;
/** Photos larger than this are made smaller before sending; smaller ones are sent as they are. */
const PHOTO_SHRINK_ABOVE_BYTES = BYTES_PER_MB;
/** A shrunk photo: its longer side and its target size (a 12 MP photo leaves the phone well under 1 MB). */
const PHOTO_MAX_SIDE_PX = 2048;
const PHOTO_TARGET_MB = 0.7;
const PHOTO_QUALITY = 0.8;
const SHRUNK_PHOTO_TYPE = "image/jpeg";

/** A document ready to send: the bytes, the type it is declared as, and a name and size to show. */
export type PreparedDocument = { file: Blob; contentType: string; name: string; size: number };

export type PrepareRefusal = "too-large" | "over-limit" | "type" | "unreadable";

export type Prepared =
  { ok: true; document: PreparedDocument } | { ok: false; refusal: PrepareRefusal };

function accepts(kind: AgentDocumentKind, contentType: string): boolean {
  return agentDocumentContentTypes[kind].some((accepted) => accepted === contentType);
}

function asIs(file: File): Prepared {
  return file.size > AGENT_DOCUMENT_MAX_BYTES
    ? { ok: false, refusal: "over-limit" }
    : { ok: true, document: { file, contentType: file.type, name: file.name, size: file.size } };
}

/**
 * Checks a picked file against its kind and prepares it for sending: a file of 30 MB or more is refused at once; a
 * photo over 1 MB is made smaller on the phone (browser-image-compression, loaded only now, on the main thread:
 * its worker would load a script from another site); a PDF or a small photo goes as it is. The server reads the
 * bytes after the upload, so a file whose name lies about its type is refused there.
 */
export async function prepareDocument(kind: AgentDocumentKind, file: File): Promise<Prepared> {
  if (file.size >= AGENT_PICKED_FILE_MAX_BYTES) {
    return { ok: false, refusal: "too-large" };
  }
  if (!accepts(kind, file.type)) {
    return { ok: false, refusal: "type" };
  }
  if (!file.type.startsWith("image/") || file.size <= PHOTO_SHRINK_ABOVE_BYTES) {
    return asIs(file);
  }
  try {
    const { default: imageCompression } = await import("browser-image-compression");
    const shrunk = await imageCompression(file, {
      maxSizeMB: PHOTO_TARGET_MB,
      maxWidthOrHeight: PHOTO_MAX_SIDE_PX,
      initialQuality: PHOTO_QUALITY,
      fileType: SHRUNK_PHOTO_TYPE,
      useWebWorker: false,
    });
    return shrunk.size > AGENT_DOCUMENT_MAX_BYTES
      ? { ok: false, refusal: "over-limit" }
      : {
          ok: true,
          document: {
            file: shrunk,
            contentType: SHRUNK_PHOTO_TYPE,
            name: file.name,
            size: shrunk.size,
          },
        };
  } catch {
    // Not an image the phone can draw: sent as it is when it fits, and the server's byte check judges it.
    return file.size > AGENT_DOCUMENT_MAX_BYTES ? { ok: false, refusal: "unreadable" } : asIs(file);
  }
}

/** A size as the visitor reads it ("420 KB", "1.2 MB"). */
export function formatSize(bytes: number): string {
  const kb = bytes / BYTES_PER_KB;
  return kb < BYTES_PER_KB
    ? `${Math.max(1, Math.round(kb))} KB`
    : `${(kb / BYTES_PER_KB).toFixed(1)} MB`;
}
