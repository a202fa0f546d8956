/*
 * Agent documents through the real supabase-js Storage client against the local backend: an upload only through
 * a signed URL for a path the database authorised for that application, with the bucket's limits, the signed
 * time and the content check applied; the applicant reads nothing back.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { AGENT_DOCUMENT_MAX_BYTES, AGENT_DOCUMENTS_BUCKET } from "@innovatehub/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, startTestBackend } from "./helpers.ts";

type TestBackend = Awaited<ReturnType<typeof startTestBackend>>;

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n", "latin1");
/** Storage's signed upload URLs work for two hours; the test clock jumps past that. */
const PAST_SIGNED_UPLOAD_MS = 2 * 60 * 60 * 1000 + 1000;

let backend: TestBackend;
let anon: SupabaseClient;
let clockOffsetMs = 0;
let applicationCount = 0;

beforeAll(async () => {
  backend = await startTestBackend({ storageClock: () => new Date(Date.now() + clockOffsetMs) });
  anon = client(backend, backend.anonKey);
});

afterAll(async () => {
  await backend.cleanup();
});

/** Submits an application as the site does; answers its id and the upload token. */
async function apply(): Promise<{ id: string; token: string }> {
  applicationCount += 1;
  const id = `agt-${crypto.randomUUID()}`;
  const { data, error } = await anon.rpc("submit_agent_application", {
    p_id: id,
    p_full_name: "Storage Applicant",
    p_mobile: `+63917${String(applicationCount).padStart(7, "0")}`,
    p_email: `storage${applicationCount}@example.com`,
    p_date_of_birth: "1988-08-08",
    p_language: "fil",
    p_store_name: "Storage Sari-Sari",
    p_store_type: "retail",
    p_years_in_operation: 5,
    p_region_code: "0400000000",
    p_province_code: "0401000000",
    p_city_code: "0401005000",
    p_barangay_code: "0401005001",
    p_street: "5 Storage Street",
    p_business_package: "basic",
    p_heard_from: "facebook",
    p_consent_notice_version: "2026-11-26",
  });
  expect(error).toBeNull();
  return { id, token: (data as { upload_token: string }).upload_token };
}

async function authorise(token: string, contentType = "image/jpeg", bytes = JPEG.length) {
  const { data, error } = await anon.rpc("authorize_agent_document_upload", {
    p_token: token,
    p_kind: "government_id",
    p_content_type: contentType,
    p_byte_size: bytes,
    p_government_id_type: "philsys",
  });
  expect(error).toBeNull();
  return data as { document_id: string; path: string };
}

function bucket() {
  return anon.storage.from(AGENT_DOCUMENTS_BUCKET);
}

async function checkDocument(token: string, documentId: string): Promise<unknown> {
  const { data, error } = await anon.functions.invoke("agent-document-check", {
    body: { token, documentId },
  });
  expect(error).toBeNull();
  return data;
}

describe("agent documents in Storage", () => {
  it("uploads an authorised JPEG through a signed URL, receives it, and the applicant reads nothing back", async () => {
    const { token } = await apply();
    const document = await authorise(token);
    const signed = await bucket().createSignedUploadUrl(document.path);
    expect(signed.error).toBeNull();
    const uploaded = await bucket().uploadToSignedUrl(document.path, signed.data?.token ?? "", JPEG, {
      contentType: "image/jpeg",
    });
    expect(uploaded.error).toBeNull();
    expect(await checkDocument(token, document.document_id)).toEqual({ status: "received" });

    const download = await bucket().download(document.path);
    expect(download.error).not.toBeNull();
    const readUrl = await bucket().createSignedUrl(document.path, 60);
    expect(readUrl.error).not.toBeNull();
    const removed = await bucket().remove([document.path]);
    expect(removed.data).toEqual([]);

    const service = client(backend, backend.serviceRoleKey).storage.from(AGENT_DOCUMENTS_BUCKET);
    const staffView = await service.createSignedUrl(document.path, 60);
    const bytes = Buffer.from(await (await fetch(staffView.data?.signedUrl ?? "")).arrayBuffer());
    expect(bytes.equals(JPEG)).toBe(true);
  });

  it("refuses a signed upload URL for a path of another application", async () => {
    const mine = await apply();
    const theirs = await apply();
    await authorise(mine.token);
    const signed = await bucket().createSignedUploadUrl(`${theirs.id}/${crypto.randomUUID()}`);
    expect(signed.error).toMatchObject({ statusCode: "403" });
  });

  it("refuses a PDF renamed .jpg by its content, and deletes it", async () => {
    const { token } = await apply();
    const document = await authorise(token, "image/jpeg", PDF.length);
    const signed = await bucket().createSignedUploadUrl(document.path);
    await bucket().uploadToSignedUrl(document.path, signed.data?.token ?? "", PDF, { contentType: "image/jpeg" });
    expect(await checkDocument(token, document.document_id)).toEqual({ status: "refused" });
    const [stored] = await backend.sql<{ count: number }>(
      "select count(*)::integer as count from storage.objects where name = $1",
      [document.path],
    );
    expect(stored?.count).toBe(0);
  });

  it("refuses a type outside the bucket's list and a file over its size limit", async () => {
    const { token } = await apply();
    const document = await authorise(token, "image/jpeg", AGENT_DOCUMENT_MAX_BYTES);
    const signed = await bucket().createSignedUploadUrl(document.path);
    const html = await bucket().uploadToSignedUrl(document.path, signed.data?.token ?? "", Buffer.from("<p>"), {
      contentType: "text/html",
    });
    expect(html.error).toMatchObject({ statusCode: "415" });
    const tooLarge = await bucket().uploadToSignedUrl(
      document.path,
      signed.data?.token ?? "",
      Buffer.alloc(AGENT_DOCUMENT_MAX_BYTES + 1, 0xff),
      { contentType: "image/jpeg" },
    );
    expect(tooLarge.error).toMatchObject({ statusCode: "413" });
  });

  it("refuses an upload after the signed time, and a signature after the upload window", async () => {
    const { token } = await apply();
    const document = await authorise(token);
    const signed = await bucket().createSignedUploadUrl(document.path);
    clockOffsetMs = PAST_SIGNED_UPLOAD_MS;
    try {
      const late = await bucket().uploadToSignedUrl(document.path, signed.data?.token ?? "", JPEG, {
        contentType: "image/jpeg",
      });
      expect(late.error).toMatchObject({ statusCode: "400", message: "The provided token has expired." });
    } finally {
      clockOffsetMs = 0;
    }
    await backend.sql(
      "update public.agent_application_documents set upload_expires_at = now() - interval '1 second' where id = $1",
      [document.document_id],
    );
    const resigned = await bucket().createSignedUploadUrl(document.path);
    expect(resigned.error).toMatchObject({ statusCode: "403" });
  });
});
