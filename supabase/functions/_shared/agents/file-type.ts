/**
 * The type a file's first bytes show, for the types agent documents accept (their magic numbers): JPEG
 * FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, WebP "RIFF" size "WEBP", PDF "%PDF-". Null for anything else, so a PDF
 * renamed .jpg is a PDF here whatever its name or declared type.
 */
export type DetectedFileType = "image/jpeg" | "image/png" | "image/webp" | "application/pdf";

const SIGNATURES: readonly { type: DetectedFileType; offset: number; bytes: readonly number[] }[] = [
  { type: "image/jpeg", offset: 0, bytes: [0xff, 0xd8, 0xff] },
  { type: "image/png", offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: "application/pdf", offset: 0, bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];
const WEBP_TAG_OFFSET = 8;

function startsWithAt(file: Uint8Array, offset: number, bytes: readonly number[]): boolean {
  return file.length >= offset + bytes.length && bytes.every((byte, i) => file[offset + i] === byte);
}

export function detectFileType(file: Uint8Array): DetectedFileType | null {
  if (startsWithAt(file, 0, RIFF) && startsWithAt(file, WEBP_TAG_OFFSET, WEBP)) {
    return "image/webp";
  }
  return SIGNATURES.find((signature) => startsWithAt(file, signature.offset, signature.bytes))?.type ?? null;
}
