import { randomUUID } from "node:crypto";
import { AGENT_APPLICATION_ID_PREFIX, AGENT_DOCUMENTS_BUCKET } from "@innovatehub/domain";
import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL } from "@innovatehub/local-backend/keys";
import { expect, type APIRequestContext } from "@playwright/test";

/** The first bytes of a JPEG: enough for the server's content check. */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const MOBILE_DIGITS = 9;
const HTTP_OK = 200;
const anonHeaders = { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` };

export type Applicant = { id: string; reference: string; email: string };

/** POSTs JSON with the public key, as supabase-js does, and answers the JSON reply. */
async function post(request: APIRequestContext, path: string, data: unknown): Promise<unknown> {
  const response = await request.post(`${LOCAL_BACKEND_URL}${path}`, {
    headers: anonHeaders,
    data,
  });
  expect(response.status(), await response.text()).toBe(HTTP_OK);
  return response.json();
}

/**
 * An agent application as the site's form sends it (anon RPC, id made in the browser), with a government ID
 * uploaded through a signed URL and checked by agent-document-check: the Storage and function calls supabase-js
 * makes, sent as plain HTTP.
 */
export async function applyAsAgent(request: APIRequestContext, email: string): Promise<Applicant> {
  const id = `${AGENT_APPLICATION_ID_PREFIX}${randomUUID()}`;
  const mobileDigits = String(Math.floor(Math.random() * 10 ** MOBILE_DIGITS)).padStart(
    MOBILE_DIGITS,
    "0",
  );
  const submitted = (await post(request, "/rest/v1/rpc/submit_agent_application", {
    p_id: id,
    p_full_name: "Rosa Dimaculangan",
    p_mobile: `+639${mobileDigits}`,
    p_email: email,
    p_date_of_birth: "1984-04-04",
    p_language: "fil",
    p_store_name: "Dimaculangan Sari-Sari",
    p_store_type: "retail",
    p_years_in_operation: 6,
    p_region_code: "0400000000",
    p_province_code: "0401000000",
    p_city_code: "0401005000",
    p_barangay_code: "0401005001",
    p_street: "2 Mabini Street",
    p_business_package: "basic",
    p_heard_from: "existing_agent",
    p_consent_notice_version: "2026-11-27",
  })) as { reference: string; upload_token: string };
  const token = submitted.upload_token;

  const authorised = (await post(request, "/rest/v1/rpc/authorize_agent_document_upload", {
    p_token: token,
    p_kind: "government_id",
    p_content_type: "image/jpeg",
    p_byte_size: JPEG.length,
    p_government_id_type: "philsys",
  })) as { document_id: string; path: string };
  const signed = (await post(
    request,
    `/storage/v1/object/upload/sign/${AGENT_DOCUMENTS_BUCKET}/${authorised.path}`,
    {},
  )) as { url: string };
  const uploaded = await request.put(`${LOCAL_BACKEND_URL}/storage/v1${signed.url}`, {
    headers: { ...anonHeaders, "Content-Type": "image/jpeg" },
    data: JPEG,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(HTTP_OK);
  expect(
    await post(request, "/functions/v1/agent-document-check", {
      token,
      documentId: authorised.document_id,
    }),
  ).toEqual({ status: "received" });
  return { id, reference: submitted.reference, email };
}
