/*
 * Staff view an agent's document through the real supabase-js Storage client: Storage signs a read URL only after
 * staff_view_agent_document wrote the view into the staff history (docs/product.md §17), as Storage checks the
 * caller's SELECT on the object row before it signs.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { AGENT_DOCUMENT_VIEW_SECONDS, AGENT_DOCUMENTS_BUCKET } from "@innovatehub/domain";
import { generate } from "otplib";
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addStaffMember } from "../src/staff/members.ts";
import { client, startTestBackend } from "./helpers.ts";

type TestBackend = Awaited<ReturnType<typeof startTestBackend>>;

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

let backend: TestBackend;
let staff: SupabaseClient;

/** A member of the team signed in past TOTP (aal2), as the console is. */
async function signedInStaff(): Promise<SupabaseClient> {
  const member = {
    email: `viewer-${randomUUID().slice(0, 8)}@example.com`,
    password: randomBytes(12).toString("base64url"),
  };
  await addStaffMember(client(backend, backend.serviceRoleKey), { ...member, role: "agent" });
  const supabase = client(backend, backend.anonKey);
  expect((await supabase.auth.signInWithPassword(member)).error).toBeNull();
  const enrolled = await supabase.auth.mfa.enroll({ factorType: "totp", friendlyName: "phone" });
  if (enrolled.data?.type !== "totp") {
    throw new Error("expected a TOTP enrolment");
  }
  const challenge = await supabase.auth.mfa.challenge({ factorId: enrolled.data.id });
  const verified = await supabase.auth.mfa.verify({
    factorId: enrolled.data.id,
    challengeId: challenge.data?.id ?? "",
    code: await generate({ secret: enrolled.data.totp.secret }),
  });
  expect(verified.error).toBeNull();
  return supabase;
}

/** An application with a received government ID, made as the site makes it; answers the document. */
async function receivedDocument(): Promise<{ id: string; path: string }> {
  const anon = client(backend, backend.anonKey);
  const submitted = await anon.rpc("submit_agent_application", {
    p_id: `agt-${randomUUID()}`,
    p_full_name: "View Applicant",
    p_mobile: "+639175550101",
    p_email: "view.applicant@example.com",
    p_date_of_birth: "1988-08-08",
    p_language: "fil",
    p_store_name: "View Sari-Sari",
    p_store_type: "retail",
    p_years_in_operation: 5,
    p_region_code: "0400000000",
    p_province_code: "0401000000",
    p_city_code: "0401005000",
    p_barangay_code: "0401005001",
    p_street: "5 View Street",
    p_business_package: "basic",
    p_heard_from: "facebook",
    p_consent_notice_version: "2026-11-26",
  });
  expect(submitted.error).toBeNull();
  const token = (submitted.data as { upload_token: string }).upload_token;
  const authorised = await anon.rpc("authorize_agent_document_upload", {
    p_token: token,
    p_kind: "government_id",
    p_content_type: "image/jpeg",
    p_byte_size: JPEG.length,
    p_government_id_type: "philsys",
  });
  const { document_id: id, path } = authorised.data as { document_id: string; path: string };
  const bucket = anon.storage.from(AGENT_DOCUMENTS_BUCKET);
  const signed = await bucket.createSignedUploadUrl(path);
  await bucket.uploadToSignedUrl(path, signed.data?.token ?? "", JPEG, {
    contentType: "image/jpeg",
  });
  const checked = await anon.functions.invoke("agent-document-check", {
    body: { token, documentId: id },
  });
  expect(checked.data).toEqual({ status: "received" });
  return { id, path };
}

beforeAll(async () => {
  backend = await startTestBackend();
  staff = await signedInStaff();
});

afterAll(async () => {
  await backend.cleanup();
});

describe("viewing an agent's document", () => {
  it("is signed by Storage only after the view is in the staff history", async () => {
    const document = await receivedDocument();
    const bucket = staff.storage.from(AGENT_DOCUMENTS_BUCKET);
    expect(
      (await bucket.createSignedUrl(document.path, AGENT_DOCUMENT_VIEW_SECONDS)).error,
    ).not.toBeNull();
    expect((await bucket.download(document.path)).error).not.toBeNull();

    const opened = await staff.rpc("staff_view_agent_document", { p_document_id: document.id });
    expect(opened.error).toBeNull();
    expect(opened.data).toEqual({
      bucket: AGENT_DOCUMENTS_BUCKET,
      path: document.path,
      expires_in: AGENT_DOCUMENT_VIEW_SECONDS,
    });
    const signed = await bucket.createSignedUrl(document.path, AGENT_DOCUMENT_VIEW_SECONDS);
    expect(signed.error).toBeNull();
    const bytes = Buffer.from(await (await fetch(signed.data?.signedUrl ?? "")).arrayBuffer());
    expect(bytes.equals(JPEG)).toBe(true);

    const { data: views } = await client(backend, backend.serviceRoleKey)
      .from("audit_log")
      .select("action, details")
      .eq("action", "agent_document_viewed");
    expect(views).toEqual([
      {
        action: "agent_document_viewed",
        details: { document_id: document.id, kind: "government_id" },
      },
    ]);
  });
});
