import { readdirSync, readFileSync } from "node:fs";
import { expect, test, type Page, type Request } from "@playwright/test";
import { DESKTOP_ONLY, MOBILE_ONLY } from "@innovatehub/playwright-config";
import { AGENT_DOCUMENTS_BUCKET, isValidDateKey, manilaDateKey } from "@innovatehub/domain";
import { LOCAL_BACKEND_URL, LOCAL_SERVICE_ROLE_KEY } from "@innovatehub/local-backend/keys";
import {
  agentApplicationCopy,
  agentStatusCopy,
  becomeAnAgentPage,
  type AgentApplicationCopy,
} from "@innovatehub/content/site";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/layout";
import { uniqueEmail } from "./local-backend-rows";

/*
 * The agent application on the production build with the local backend: a visitor on a phone applies in Filipino
 * (a draft that survives a reload, a 12 MP photo that leaves the phone under 1 MB, the reference on screen, the
 * Filipino e-mail queued, the status link from it, a document replaced there); the English form on a desktop
 * refuses a 17-year-old and a PDF renamed .jpg.
 */

const OUTBOX_DIR = new URL("../../../.local-backend/outbox/", import.meta.url);
const FLOW_TIMEOUT_MS = 240_000;
/** The mail worker runs on every 5 s check of the e2e backend's schedule; the timeout only ends a stuck test. */
const MAIL_TIMEOUT_MS = 60_000;
const UPLOAD_TIMEOUT_MS = 60_000;
const ONE_MB = 1_000_000;
/** A 12-megapixel photo, as a phone camera takes it. */
const PHOTO_WIDTH = 4000;
const PHOTO_HEIGHT = 3000;
const STATUS_LINK = /\/fil\/become-an-agent\/status#([0-9a-f]{64})/;
const UPLOAD_REQUEST = /\/storage\/v1\/object\/upload\/sign\//;
const backendUrl = process.env.VITE_SUPABASE_URL ?? LOCAL_BACKEND_URL;
const serviceHeaders = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };

test.describe.configure({ timeout: FLOW_TIMEOUT_MS });

const fil = agentApplicationCopy.fil;
const en = agentApplicationCopy.en;

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function startsWith(text: string): RegExp {
  return new RegExp(`^${escaped(text)}`);
}

/** A button named by its action and, for screen readers, the document it is for ("Palitan: Litrato ng tindahan"). */
function actionFor(action: string, thing: string): RegExp {
  return new RegExp(`^${escaped(action)}\\s?: ${escaped(thing)}$`);
}

/** A mobile number no other run used (the database takes one application per number per 30 days). */
function uniqueMobile(): string {
  const digits = String((Date.now() + Math.floor(Math.random() * 1000)) % 10_000_000).padStart(7, "0");
  return `0917 ${digits.slice(0, 3)} ${digits.slice(3)}`;
}

/** A birthday `years` years before today in Manila. */
function birthdayYearsAgo(years: number): string {
  const today = manilaDateKey(new Date());
  const birthday = `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
  // 29 February in a year without one: the 28th, a day older, still on the same side of 18.
  return isValidDateKey(birthday) ? birthday : `${birthday.slice(0, 8)}28`;
}

/** A camera-like 12 MP JPEG made in the browser (gradients, shapes and grain, so it is megabytes like a real one). */
async function twelveMegapixelPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d");
      if (context === null) {
        throw new Error("no canvas");
      }
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, "#d9822b");
      gradient.addColorStop(0.5, "#2b6cb0");
      gradient.addColorStop(1, "#38a169");
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      for (let i = 0; i < 400; i += 1) {
        context.fillStyle = `hsl(${(i * 37) % 360} 60% ${30 + (i % 40)}%)`;
        context.fillRect((i * 97) % width, (i * 53) % height, 60 + (i % 200), 40 + (i % 150));
      }
      const pixels = context.getImageData(0, 0, width, height);
      for (let i = 0; i < pixels.data.length; i += 4) {
        const grain = ((i * 2654435761) % 64) - 32;
        pixels.data[i] = Math.min(255, Math.max(0, (pixels.data[i] ?? 0) + grain));
        pixels.data[i + 1] = Math.min(255, Math.max(0, (pixels.data[i + 1] ?? 0) + grain));
      }
      context.putImageData(pixels, 0, 0);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.92));
      if (blob === null) {
        throw new Error("no photo");
      }
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = "";
      for (let i = 0; i < bytes.length; i += 1) {
        binary += String.fromCharCode(bytes[i] ?? 0);
      }
      return btoa(binary);
    },
    { width: PHOTO_WIDTH, height: PHOTO_HEIGHT },
  );
  return Buffer.from(base64, "base64");
}

/** A small real PNG (a 1x1 pixel): an ID photo that needs no shrinking. */
const SMALL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
/** A PDF's bytes under a .jpg name. */
const RENAMED_PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n", "latin1");

type Copy = AgentApplicationCopy;

async function fillApplicant(page: Page, copy: Copy, details: { name: string; mobile: string; email: string; birthday: string }) {
  await page.getByLabel(startsWith(copy.fields.fullName.label)).fill(details.name);
  await page.getByLabel(startsWith(copy.fields.mobile.label)).fill(details.mobile);
  await page.getByLabel(startsWith(copy.fields.email.label)).fill(details.email);
  await page.getByLabel(startsWith(copy.fields.dateOfBirth.label)).fill(details.birthday);
}

async function fillStore(page: Page, copy: Copy) {
  await page.getByLabel(startsWith(copy.fields.storeName.label)).fill("Tindahan ni Aling Nena");
  await page.getByLabel(startsWith(copy.fields.storeType.label)).selectOption({ label: copy.options.storeTypes.retail });
  await page.getByLabel(startsWith(copy.fields.yearsInOperation.label)).fill("6");
  await page.getByLabel(startsWith(copy.fields.businessPackage.label)).selectOption({ label: copy.options.packages.plus });
  await page.getByLabel(startsWith(copy.fields.heardFrom.label)).selectOption({ label: copy.options.heardFrom.facebook });
}

async function fillAddress(page: Page, copy: Copy) {
  await page.getByLabel(startsWith(copy.fields.regionCode.label)).selectOption({ label: "Region IV-A (CALABARZON)" });
  const province = page.getByLabel(startsWith(copy.fields.provinceCode.label));
  await expect(province).toBeEnabled();
  await province.selectOption({ label: "Batangas" });
  const city = page.getByLabel(startsWith(copy.fields.cityCode.label));
  await expect(city).toBeEnabled();
  await city.selectOption({ label: "Batangas City" });
  const barangay = page.getByLabel(startsWith(copy.fields.barangayCode.label));
  await expect(barangay).toBeEnabled();
  await barangay.selectOption({ label: "Alangilan" });
  await page.getByLabel(startsWith(copy.fields.street.label)).fill("12 Rizal Avenue, tapat ng simbahan");
}

async function pickDocument(page: Page, copy: Copy, kind: keyof Copy["documents"]["kinds"], file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel(`${copy.documents.chooseFile}: ${copy.documents.kinds[kind].label}`).setInputFiles(file);
}

async function serviceRows<Row>(page: Page, table: string, filters: Record<string, string>): Promise<Row[]> {
  const query = new URLSearchParams({
    select: "*",
    ...Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, `eq.${value}`])),
  });
  const response = await page.request.get(`${backendUrl}/rest/v1/${table}?${query.toString()}`, {
    headers: serviceHeaders,
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Row[];
}

/** The size of a stored document's file, read with the service role as staff tooling would. */
async function storedFileBytes(page: Page, path: string): Promise<number> {
  const response = await page.request.get(`${backendUrl}/storage/v1/object/authenticated/${AGENT_DOCUMENTS_BUCKET}/${path}`, {
    headers: serviceHeaders,
  });
  expect(response.ok()).toBe(true);
  return (await response.body()).length;
}

/** The status link of the applicant's captured acknowledgement e-mail. */
function statusTokenFromOutbox(email: string): string | null {
  for (const name of readdirSync(OUTBOX_DIR)) {
    if (!name.startsWith("agent_application_received")) {
      continue;
    }
    const message = JSON.parse(readFileSync(new URL(name, OUTBOX_DIR), "utf8")) as { to: string; text: string };
    const match = message.to === email ? STATUS_LINK.exec(message.text) : null;
    if (match?.[1] !== undefined) {
      return match[1];
    }
  }
  return null;
}

test("a store owner on a phone applies in Filipino, keeps the draft through a reload, and replaces a document from the e-mailed link", MOBILE_ONLY, async ({ page }) => {
  const email = uniqueEmail("agent-fil");
  const uploads: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "PUT" && UPLOAD_REQUEST.test(request.url())) {
      uploads.push(request);
    }
  });

  await page.goto(becomeAnAgentPage.paths.en);
  await waitForHydration(page);
  await page.getByRole("link", { name: becomeAnAgentPage.copy.en.languageSwitch.name }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fil");
  await page.getByRole("link", { name: becomeAnAgentPage.copy.fil.hero.applyAction }).first().click();
  await expect(page).toHaveURL(new RegExp(`${becomeAnAgentPage.applyPaths.fil}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fil.title);

  await fillApplicant(page, fil, { name: "Nena Dela Cruz", mobile: uniqueMobile(), email, birthday: "1985-06-15" });
  await fillStore(page, fil);
  await fillAddress(page, fil);

  // Halfway: a reload (or a dropped connection) keeps everything typed and chosen.
  await page.reload();
  await expect(page.getByLabel(startsWith(fil.fields.fullName.label))).toHaveValue("Nena Dela Cruz");
  await expect(page.getByLabel(startsWith(fil.fields.email.label))).toHaveValue(email);
  await expect(page.getByLabel(startsWith(fil.fields.dateOfBirth.label))).toHaveValue("1985-06-15");
  await expect(page.getByLabel(startsWith(fil.fields.storeType.label))).toHaveValue("retail");
  await expect(page.getByLabel(startsWith(fil.fields.barangayCode.label))).toHaveValue("0401005001");

  await page.getByLabel(startsWith(fil.fields.governmentIdType.label)).selectOption({
    label: fil.options.governmentIdTypes.philsys,
  });
  await pickDocument(page, fil, "government_id", { name: "philsys.png", mimeType: "image/png", buffer: SMALL_PNG });
  const photo = await twelveMegapixelPhoto(page);
  expect(photo.length).toBeGreaterThan(ONE_MB);
  await pickDocument(page, fil, "store_photo", { name: "tindahan.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByText(startsWith("tindahan.jpg ("))).toBeVisible({ timeout: UPLOAD_TIMEOUT_MS });
  await page.getByLabel(startsWith(fil.fields.privacyConsent.label)).check();
  await expectNoAxeViolations(page, "the Filipino form");

  await page.getByRole("button", { name: fil.submit }).click();
  const reference = page.getByTestId("agent-reference");
  await expect(reference).toHaveText(/^PA-[0-9A-Z]{8}$/);
  await expect(page.locator("p:focus")).toContainText(fil.result.referenceLabel);
  const documents = page.getByRole("region", { name: fil.result.documentsTitle });
  await expect(documents.getByText(fil.upload.received, { exact: true })).toHaveCount(2, {
    timeout: UPLOAD_TIMEOUT_MS,
  });
  // Focus brought the reference into view, with the page's top links under the sticky header (axe counts a covered
  // link as a target too small to tap): the page is checked from its top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page, "the Filipino reference");


  // The draft is gone after the submit.
  expect(await page.evaluate(() => window.localStorage.getItem("innovatehub.agent-application.draft"))).toBeNull();

  // The Filipino e-mail is queued, then sent with the status link.
  const [application] = await serviceRows<{ id: string; reference: string; language: string; mobile: string }>(
    page,
    "agent_applications",
    { email },
  );
  expect(application?.language).toBe("fil");
  expect(application?.reference).toBe(await reference.textContent());
  expect(application?.mobile).toMatch(/^\+639\d{9}$/);

  // Both documents went through signed uploads, and the 12 MP photo left the phone well under 1 MB: the file
  // Storage holds is what the phone sent (Playwright reports no size for a multipart Blob body).
  expect(uploads).toHaveLength(2);
  const [storePhoto] = await serviceRows<{ storage_path: string; content_type: string }>(
    page,
    "agent_application_documents",
    { application_id: application?.id ?? "", kind: "store_photo", status: "received" },
  );
  expect(storePhoto?.content_type).toBe("image/jpeg");
  const sent = await storedFileBytes(page, storePhoto?.storage_path ?? "");
  expect(sent).toBeGreaterThan(0);
  expect(sent).toBeLessThan(ONE_MB);
  const jobs = await serviceRows<{ template: string; recipient: string }>(page, "mail_jobs", {
    agent_application_id: application?.id ?? "",
  });
  expect(jobs.map((job) => `${job.template}:${job.recipient}`).sort()).toEqual([
    "agent_application_new:team",
    "agent_application_received:visitor",
  ]);
  await expect.poll(() => statusTokenFromOutbox(email), { timeout: MAIL_TIMEOUT_MS }).not.toBeNull();
  const token = statusTokenFromOutbox(email) ?? "";

  // The status page: the stage in words, the documents, and a replacement.
  const status = agentStatusCopy.fil;
  await page.goto(`${becomeAnAgentPage.statusPaths.fil}#${token}`);
  await expect(page.getByRole("definition").filter({ hasText: status.stages.new.name })).toHaveText(
    status.stages.new.name,
  );
  await expect(page.getByRole("definition").filter({ hasText: status.stages.new.next })).toBeVisible();
  // The page takes the token out of the address bar; the URL Playwright knows follows that change a moment later.
  await expect(page).toHaveURL((url) => url.hash === "");
  await expectNoAxeViolations(page, "the Filipino status page");
  await page.getByRole("button", { name: actionFor(status.documents.replace, fil.documents.kinds.store_photo.label) }).click();
  await pickDocument(page, fil, "store_photo", { name: "bagong-litrato.png", mimeType: "image/png", buffer: SMALL_PNG });
  await page.getByRole("button", { name: actionFor(status.documents.send, fil.documents.kinds.store_photo.label) }).click();
  await expect(
    page.getByRole("button", { name: actionFor(status.documents.replace, fil.documents.kinds.store_photo.label) }),
  ).toBeVisible({ timeout: UPLOAD_TIMEOUT_MS });
  const storePhotos = () =>
    serviceRows<{ status: string }>(page, "agent_application_documents", {
      application_id: application?.id ?? "",
      kind: "store_photo",
    }).then((rows) => rows.map((row) => row.status).sort());
  expect(await storePhotos()).toEqual(["received", "replaced"]);

  // The language switch keeps the private link: the English status page opens the same application.
  await page.getByRole("link", { name: becomeAnAgentPage.copy.fil.languageSwitch.name }).click();
  await expect(page.getByRole("definition").filter({ hasText: agentStatusCopy.en.stages.new.name })).toHaveText(
    agentStatusCopy.en.stages.new.name,
  );
  await expect(page).toHaveURL(
    (url) => url.pathname === becomeAnAgentPage.statusPaths.en && url.hash === "",
  );
});

test("the English form on a desktop refuses a 17-year-old and, on the server, a PDF renamed .jpg", DESKTOP_ONLY, async ({ page }) => {
  const email = uniqueEmail("agent-en");
  // Both birthdays are fixed before the form reads its day: a Manila midnight during the test then moves the form's
  // day on, never back, so 17 stays too young and 18 old enough (the day's boundary is the schema's unit test).
  const seventeen = birthdayYearsAgo(17);
  const eighteen = birthdayYearsAgo(18);
  await page.goto(becomeAnAgentPage.applyPaths.en);
  await expect(page.getByLabel(startsWith(en.fields.fullName.label))).toBeVisible();

  const mobile = uniqueMobile();
  await fillApplicant(page, en, { name: "Jose Ramos", mobile, email, birthday: seventeen });
  await fillStore(page, en);
  await fillAddress(page, en);
  await page.getByLabel(startsWith(en.fields.governmentIdType.label)).selectOption({
    label: en.options.governmentIdTypes.drivers_license,
  });
  await pickDocument(page, en, "government_id", { name: "licence.png", mimeType: "image/png", buffer: SMALL_PNG });
  await pickDocument(page, en, "store_photo", { name: "store.jpg", mimeType: "image/jpeg", buffer: RENAMED_PDF });
  await page.getByLabel(startsWith(en.fields.privacyConsent.label)).check();
  await expectNoAxeViolations(page, "the English form");

  // 17 years old: the form refuses it, says why, and puts the cursor there.
  await page.getByRole("button", { name: en.submit }).click();
  const birthday = page.getByLabel(startsWith(en.fields.dateOfBirth.label));
  await expect(page.getByText(en.errors.underage)).toBeVisible();
  await expect(birthday).toBeFocused();
  await expect(birthday).toHaveAttribute("aria-invalid", "true");

  await birthday.fill(eighteen);
  await page.getByRole("button", { name: en.submit }).click();
  await expect(page.getByTestId("agent-reference")).toHaveText(/^PA-[0-9A-Z]{8}$/);
  const documents = page.getByRole("region", { name: en.result.documentsTitle });
  await expect(documents.getByText(en.upload.refused)).toBeVisible({ timeout: UPLOAD_TIMEOUT_MS });
  await expect(documents.getByText(en.upload.received, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "the English reference with a refused document");

  // The same mobile number again within 30 days: answered kindly, with nothing of the first application shown.
  await page.goto(becomeAnAgentPage.applyPaths.en);
  await fillApplicant(page, en, { name: "Someone Else", mobile, email: uniqueEmail("agent-repeat"), birthday: "1990-01-01" });
  await fillStore(page, en);
  await fillAddress(page, en);
  await page.getByLabel(startsWith(en.fields.governmentIdType.label)).selectOption({ label: en.options.governmentIdTypes.umid });
  await pickDocument(page, en, "government_id", { name: "umid.png", mimeType: "image/png", buffer: SMALL_PNG });
  await pickDocument(page, en, "store_photo", { name: "store.png", mimeType: "image/png", buffer: SMALL_PNG });
  await page.getByLabel(startsWith(en.fields.privacyConsent.label)).check();
  await page.getByRole("button", { name: en.submit }).click();
  await expect(page.getByRole("heading", { name: en.result.alreadyTitle })).toBeVisible();
  await expect(page.getByText(en.result.alreadyBody)).toBeVisible();
  await expect(page.getByTestId("agent-reference")).toHaveCount(0);
  await expect(page.getByText(email)).toHaveCount(0);
});
