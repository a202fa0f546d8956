/*
 * Agent documents leave Storage when their rows go: retention of a declined application, erasure of a person,
 * and a replaced document each queue the file, and the schedule's storage-deletion-worker deletes it through the
 * Storage API (bytes and row), as on a project.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { AGENT_CLOSED_RETENTION_DAYS, AGENT_DOCUMENTS_BUCKET } from "@innovatehub/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, eventually, minutePerTick, startTestBackend } from "./helpers.ts";

type TestBackend = Awaited<ReturnType<typeof startTestBackend>>;

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const SCHEDULE_INTERVAL_MS = 500;

let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let applicationCount = 0;

beforeAll(async () => {
  backend = await startTestBackend({
    scheduleIntervalMs: SCHEDULE_INTERVAL_MS,
    scheduleClock: minutePerTick(),
  });
  anon = client(backend, backend.anonKey);
  service = client(backend, backend.serviceRoleKey);
});

afterAll(async () => {
  await backend.cleanup();
});

/** An application as the site makes it, with its government ID uploaded and received. */
async function applyWithId(): Promise<{ id: string; email: string; token: string; path: string }> {
  applicationCount += 1;
  const id = `agt-${crypto.randomUUID()}`;
  const email = `retention${applicationCount}@example.com`;
  const submitted = await anon.rpc("submit_agent_application", {
    p_id: id,
    p_full_name: "Retention Applicant",
    p_mobile: `+63918${String(applicationCount).padStart(7, "0")}`,
    p_email: email,
    p_date_of_birth: "1985-05-05",
    p_language: "en",
    p_store_name: "Retention Store",
    p_store_type: "retail",
    p_years_in_operation: 2,
    p_region_code: "0400000000",
    p_province_code: "0401000000",
    p_city_code: "0401005000",
    p_barangay_code: "0401005001",
    p_street: "7 Retention Street",
    p_business_package: "basic",
    p_heard_from: "facebook",
    p_consent_notice_version: "2026-11-27",
  });
  expect(submitted.error).toBeNull();
  const token = (submitted.data as { upload_token: string }).upload_token;
  const path = await uploadId(token);
  return { id, email, token, path };
}

async function uploadId(token: string): Promise<string> {
  const authorised = await anon.rpc("authorize_agent_document_upload", {
    p_token: token,
    p_kind: "government_id",
    p_content_type: "image/jpeg",
    p_byte_size: JPEG.length,
    p_government_id_type: "philsys",
  });
  expect(authorised.error).toBeNull();
  const { document_id: documentId, path } = authorised.data as {
    document_id: string;
    path: string;
  };
  const bucket = anon.storage.from(AGENT_DOCUMENTS_BUCKET);
  const signed = await bucket.createSignedUploadUrl(path);
  await bucket.uploadToSignedUrl(path, signed.data?.token ?? "", JPEG, {
    contentType: "image/jpeg",
  });
  const checked = await anon.functions.invoke("agent-document-check", {
    body: { token, documentId },
  });
  expect(checked.data).toEqual({ status: "received" });
  return path;
}

/** Whether the file can still be read with the service role (bytes and row both). */
async function stored(path: string): Promise<boolean> {
  const { error } = await service.storage.from(AGENT_DOCUMENTS_BUCKET).download(path);
  return error === null;
}

/** Whether the schedule's worker deleted the file and its queue row is gone (waits for both). */
async function deletedBySchedule(path: string): Promise<boolean> {
  const state = async () => ({
    stored: await stored(path),
    queued: (
      await backend.sql("select 1 from private.storage_deletions where object_name = $1", [path])
    ).length,
  });
  const last = await eventually(state, (value) => !value.stored && value.queued === 0);
  return !last.stored && last.queued === 0;
}

describe("agent documents leave Storage with their rows", () => {
  it(`retention deletes a declined application and its file ${AGENT_CLOSED_RETENTION_DAYS} days after the decision`, async () => {
    const declined = await applyWithId();
    const recent = await applyWithId();
    await backend.sql(
      "update public.agent_applications set stage = 'declined', decline_reason = 'other' where id = any($1::text[])",
      [[declined.id, recent.id]],
    );
    await backend.sql(
      "update public.agent_applications set closed_at = now() - make_interval(days => $1) where id = $2",
      [AGENT_CLOSED_RETENTION_DAYS + 1, declined.id],
    );
    await backend.sql("select private.purge_expired_agent_applications()");

    expect(await deletedBySchedule(declined.path)).toBe(true);
    expect(
      await backend.sql("select 1 from public.agent_applications where id = $1", [declined.id]),
    ).toEqual([]);
    expect(await stored(recent.path)).toBe(true);
  });

  it("erasing a person deletes their application and its file", async () => {
    const applicant = await applyWithId();
    const erased = await service.rpc("data_subject_erase", {
      p_email: applicant.email.toUpperCase(),
    });
    expect(erased.data).toEqual({
      appointments: 0,
      inquiries: 0,
      agent_applications: 1,
      kept_agent_applications: 0,
    });
    expect(await deletedBySchedule(applicant.path)).toBe(true);
  });

  it("a replaced document's file is deleted, its row kept", async () => {
    const applicant = await applyWithId();
    const replacement = await uploadId(applicant.token);
    expect(await deletedBySchedule(applicant.path)).toBe(true);
    const rows = await backend.sql<{ status: string }>(
      "select status from public.agent_application_documents where storage_path = $1",
      [applicant.path],
    );
    expect(rows).toEqual([{ status: "replaced" }]);
    expect(await stored(replacement)).toBe(true);
  });
});
