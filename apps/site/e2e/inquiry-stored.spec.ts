import { expect, test, type Page } from "@playwright/test";
import { MOBILE_ONLY } from "@innovatehub/playwright-config";
import { honeypotField, inquiryFormCopy, servicePages } from "@innovatehub/content/site";
import { inquiryRegistry } from "@innovatehub/forms/inquiries";
import { waitForHydration } from "./support/layout";
import { serviceRoleRows, uniqueEmail } from "./local-backend-rows";

/** A whole form and the local insert on the shared two-core machine. */
const FLOW_TIMEOUT_MS = 120_000;
const ROW_POLL_TIMEOUT_MS = 60_000;

test.describe.configure({ timeout: FLOW_TIMEOUT_MS });

type InquiryRow = {
  id: string;
  kind: string;
  name: string;
  email: string;
  details: Record<string, unknown>;
};

const labels = Object.fromEntries(inquiryRegistry.ai.fields.map((field) => [field.name, field.label]));

/** Opens the AI page and fills its form validly, as a person would, with `email`. */
async function fillAiInquiry(page: Page, email: string) {
  await page.goto(servicePages["ai-solutions"].path);
  await waitForHydration(page);
  const form = page.getByRole("form", { name: inquiryFormCopy.ai.title });
  await form.scrollIntoViewIfNeeded();
  await form.getByRole("textbox", { name: labels.name }).fill("Maria Santos");
  await form.getByRole("textbox", { name: labels.email }).fill(email);
  await form.getByRole("textbox", { name: labels.phone }).fill("+63 917 555 0123");
  await form.getByRole("combobox", { name: labels.aiType }).selectOption({ index: 1 });
  await form
    .getByRole("textbox", { name: labels.requirements })
    .fill("A chatbot that answers stock questions.");
  return form;
}

test("an AI inquiry sent from the service page is stored in the inquiries table", MOBILE_ONLY, async ({
  page,
  request,
}) => {
  const email = uniqueEmail("inquiry");
  const form = await fillAiInquiry(page, email);
  await form.getByRole("button", { name: inquiryFormCopy.ai.submit }).click();

  await expect(page.getByText(inquiryFormCopy.ai.toasts.success.title)).toBeVisible();
  await expect
    .poll(async () => (await serviceRoleRows<InquiryRow>(request, "inquiries", { email })).length, {
      timeout: ROW_POLL_TIMEOUT_MS,
    })
    .toBe(1);
  const [row] = await serviceRoleRows<InquiryRow>(request, "inquiries", { email });
  expect(row?.id).toMatch(/^inq-[0-9a-f-]{36}$/);
  expect(row).toMatchObject({ kind: "ai", name: "Maria Santos" });
  expect(row?.details).toMatchObject({ requirements: "A chatbot that answers stock questions." });
});

test("an inquiry with the honeypot filled shows the bot the normal success and stores nothing", MOBILE_ONLY, async ({
  page,
  request,
}) => {
  const email = uniqueEmail("honeypot");
  const form = await fillAiInquiry(page, email);
  const trap = form.locator(`input[name="${honeypotField.name}"]`);
  await expect(trap).toBeHidden();
  // A bot fills the hidden field through the DOM; a person cannot reach it.
  await trap.evaluate((input: HTMLInputElement, value) => {
    input.value = value;
  }, "https://spam.example");
  const inserts: number[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/rest/v1/inquiries") && response.request().method() === "POST") {
      inserts.push(response.status());
    }
  });
  await form.getByRole("button", { name: inquiryFormCopy.ai.submit }).click();

  await expect(page.getByText(inquiryFormCopy.ai.toasts.success.title)).toBeVisible();
  // The insert was answered (the success toast waits for it) and accepted, yet no row exists.
  expect(inserts).toEqual([201]);
  expect(await serviceRoleRows<InquiryRow>(request, "inquiries", { email })).toEqual([]);
});
