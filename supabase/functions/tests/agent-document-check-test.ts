import { assertEquals } from "./assert.ts";
import { recordingLogger } from "./fakes.ts";
import { detectFileType, type DetectedFileType } from "../_shared/agents/file-type.ts";
import { DocumentRefusal, type DocumentStore, type DocumentToCheck } from "../_shared/agents/document-store.ts";
import { createCheckHandler } from "../agent-document-check/handler.ts";

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]);
const WEBP = new TextEncoder().encode("RIFF\u0024\u0000\u0000\u0000WEBPVP8 ");
const PDF = new TextEncoder().encode("%PDF-1.7\n%\u00e2\u00e3");
const HTML = new TextEncoder().encode("<!doctype html><script>");
const TOKEN = "a".repeat(64);
const DOCUMENT_ID = "00000000-0000-4000-8000-0000000000d1";

Deno.test("the file type comes from the bytes: JPEG, PNG, WebP and PDF, nothing else", () => {
  assertEquals(
    [JPEG, PNG, WEBP, PDF, HTML, new Uint8Array()].map(detectFileType),
    ["image/jpeg", "image/png", "image/webp", "application/pdf", null, null],
  );
});

/** A store holding one uploaded document of `declared` type whose file is `file`; the database's rule decides. */
function storeWith(declared: string, file: Uint8Array) {
  const state = { status: "awaiting_upload", removed: [] as string[] };
  const document = (): DocumentToCheck => ({
    documentId: DOCUMENT_ID,
    status: state.status,
    contentType: declared,
    path: `agt-x/${DOCUMENT_ID}`,
    uploaded: true,
  });
  const store: DocumentStore = {
    find(token) {
      return token === TOKEN ? Promise.resolve(document()) : Promise.reject(new DocumentRefusal("invalid_token"));
    },
    read: () => Promise.resolve(file),
    record(_id, detected: DetectedFileType | null) {
      state.status = detected === declared ? "received" : "refused";
      return Promise.resolve(state.status);
    },
    remove(path) {
      state.removed.push(path);
      return Promise.resolve();
    },
  };
  return { store, state };
}

function check(store: DocumentStore, token = TOKEN): Promise<Response> {
  const logger = recordingLogger();
  return createCheckHandler({ documents: store, logger, allowedOrigins: [] })(
    new Request("http://local/agent-document-check", {
      method: "POST",
      body: JSON.stringify({ token, documentId: DOCUMENT_ID }),
    }),
  );
}

Deno.test("a JPEG declared as a JPEG is received and kept", async () => {
  const { store, state } = storeWith("image/jpeg", JPEG);
  const response = await check(store);
  assertEquals([response.status, await response.json(), state.removed], [200, { status: "received" }, []]);
});

Deno.test("a PDF renamed .jpg is refused and its file deleted", async () => {
  const { store, state } = storeWith("image/jpeg", PDF);
  const response = await check(store);
  assertEquals([response.status, await response.json(), state.removed], [
    200,
    { status: "refused" },
    [`agt-x/${DOCUMENT_ID}`],
  ]);
});

Deno.test("an unknown token is refused before any file is read", async () => {
  const { store } = storeWith("image/jpeg", JPEG);
  const response = await check(store, "b".repeat(64));
  assertEquals(response.status, 403);
});
