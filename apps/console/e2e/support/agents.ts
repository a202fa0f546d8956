import { randomInt, randomUUID } from "node:crypto";
import { PRIVACY_NOTICE_VERSION } from "@innovatehub/content/shared";
import type { Database } from "@innovatehub/database";
import { AGENT_APPLICATION_ID_PREFIX, AGENT_DOCUMENTS_BUCKET } from "@innovatehub/domain";
import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL } from "@innovatehub/local-backend/keys";
import { expect, type APIRequestContext } from "@playwright/test";

/** The smallest JPEG a browser draws (1 x 1 pixel), so the viewer's image really decodes. */
const TINY_JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
  "base64",
);
const MOBILE_DIGITS = 1_000_000_000;
/** What the site sends: the public anon key. */
const anonHeaders = { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` };

/** A call the site makes with the anon key; answers its JSON. */
async function post(request: APIRequestContext, path: string, data: unknown): Promise<unknown> {
  const response = await request.post(`${LOCAL_BACKEND_URL}${path}`, {
    headers: anonHeaders,
    data,
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

type SubmitArgs = Database["public"]["Functions"]["submit_agent_application"]["Args"];

export type AgentApplication = {
  id: string;
  reference: string;
  name: string;
  email: string;
  /** As stored: E.164. */
  mobile: string;
};

/** A store's address as PSGC codes (each inside the one above it). */
export type StorePlace = Pick<
  SubmitArgs,
  "p_region_code" | "p_province_code" | "p_city_code" | "p_barangay_code"
>;

/** Batangas City, Batangas (Region IV-A): where the company is, and the applications' default store. */
const BATANGAS_CITY: StorePlace = {
  p_region_code: "0400000000",
  p_province_code: "0401000000",
  p_city_code: "0401005000",
  p_barangay_code: "0401005001",
};

/** What a test may choose of the application; the rest is made up, unique where the submit's rules need it. */
type Chosen = { place?: StorePlace; street?: string };

/**
 * An application in Filipino made as the site makes one: the public submit RPC, then a government ID authorised,
 * uploaded through Storage's signed upload URL and checked by the agent-document-check function.
 */
export async function applyAsAgent(
  request: APIRequestContext,
  chosen: Chosen = {},
): Promise<AgentApplication> {
  const id = `${AGENT_APPLICATION_ID_PREFIX}${randomUUID()}`;
  const name = `Aplikante ${randomUUID().slice(0, 6)}`;
  const email = `aplikante.${randomUUID().slice(0, 8)}@example.com`;
  const mobile = `+639${String(randomInt(MOBILE_DIGITS)).padStart(9, "0")}`;
  const args: SubmitArgs = {
    p_id: id,
    p_full_name: name,
    p_mobile: mobile,
    p_email: email,
    p_date_of_birth: "1987-07-07",
    p_language: "fil",
    p_store_name: "Tindahan ni Aling Nena",
    p_store_type: "retail",
    p_years_in_operation: 6,
    ...(chosen.place ?? BATANGAS_CITY),
    p_street: chosen.street ?? "7 Rizal Street",
    p_business_package: "plus",
    p_heard_from: "facebook",
    p_consent_notice_version: PRIVACY_NOTICE_VERSION,
  };
  const submitted = await post(request, "/rest/v1/rpc/submit_agent_application", args);
  const { reference, upload_token: token } = submitted as {
    reference: string;
    upload_token: string;
  };

  const authorised = await post(request, "/rest/v1/rpc/authorize_agent_document_upload", {
    p_token: token,
    p_kind: "government_id",
    p_content_type: "image/jpeg",
    p_byte_size: TINY_JPEG.length,
    p_government_id_type: "philsys",
  });
  const { document_id: documentId, path } = authorised as { document_id: string; path: string };
  const objectPath = `/storage/v1/object/upload/sign/${AGENT_DOCUMENTS_BUCKET}/${path}`;
  const signed = (await post(request, objectPath, {})) as { token: string };
  const uploaded = await request.put(`${LOCAL_BACKEND_URL}${objectPath}?token=${signed.token}`, {
    headers: { ...anonHeaders, "Content-Type": "image/jpeg" },
    data: TINY_JPEG,
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  expect(
    await post(request, "/functions/v1/agent-document-check", { token, documentId }),
  ).toMatchObject({
    status: "received",
  });
  return { id, reference, name, email, mobile };
}
