import { expect, test } from "@playwright/test";
import { inquiryFormCopy, servicePages } from "@innovatehub/content";
import { inquiryRegistry } from "@innovatehub/forms/inquiries";
import { waitForHydration } from "./support/layout";
import { serviceRoleRows, uniqueEmail } from "./local-backend-rows";

/** The form engine chunk and a whole form on the shared two-core machine. */
const FLOW_TIMEOUT_MS = 120_000;
const ENGINE_LOAD_TIMEOUT_MS = 20_000;
const ROW_POLL_TIMEOUT_MS = 15_000;

test.describe.configure({ timeout: FLOW_TIMEOUT_MS });

type InquiryRow = {
  id: string;
  kind: string;
  name: string;
  email: string;
  details: Record<string, unknown>;
};

test("an AI inquiry sent from the service page is stored in the inquiries table", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("inquiry");
  await page.goto(servicePages["ai-solutions"].path);
  await waitForHydration(page);
  const form = page.getByRole("form", { name: inquiryFormCopy.ai.title });
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('form[data-inquiry-form="ai"]')).toBeAttached({
    timeout: ENGINE_LOAD_TIMEOUT_MS,
  });

  const labels = Object.fromEntries(
    inquiryRegistry.ai.fields.map((field) => [field.name, field.label]),
  );
  await form.getByRole("textbox", { name: labels.name }).fill("Maria Santos");
  await form.getByRole("textbox", { name: labels.email }).fill(email);
  await form.getByRole("textbox", { name: labels.phone }).fill("+63 917 555 0123");
  await form.getByRole("combobox", { name: labels.aiType }).click();
  await page.getByRole("option").first().click();
  await form
    .getByRole("textbox", { name: labels.requirements })
    .fill("A chatbot that answers stock questions.");
  await form.getByRole("button", { name: inquiryFormCopy.ai.submit }).click();

  await expect(page.getByText(inquiryRegistry.ai.toasts.success.title)).toBeVisible();
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
