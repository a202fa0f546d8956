/*
 * A visitor with a detailed brief reaches us: 3,000 characters in every long field of each inquiry form and in the
 * booking notes are accepted by the form and stored whole. Each field shows its limit (the database's, from
 * @innovatehub/domain) as its maxlength, so nothing the form takes is refused after sending.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { MOBILE_ONLY } from "@innovatehub/playwright-config";
import { inquiryKinds, LONG_TEXT_MAX_LENGTH, type InquiryKind } from "@innovatehub/domain";
import {
  bookingDialog,
  bookingPage,
  inquiryFormCopy,
  servicePages,
} from "@innovatehub/content/site";
import { inquiryRegistry } from "@innovatehub/forms/inquiries";
import type { FieldConfig } from "@innovatehub/forms/fields";
import { waitForHydration } from "./support/layout";
import { serviceRoleRows, uniqueEmail } from "./local-backend-rows";

/** A whole form filled, sent and stored on the shared two-core machine. */
const FLOW_TIMEOUT_MS = 120_000;
const ROW_POLL_TIMEOUT_MS = 15_000;
/** The dialog chunk (form, date picker, supabase-js) loads on first open. */
const DIALOG_LOAD_TIMEOUT_MS = 20_000;
const BRIEF_LENGTH = 3000;
/**
 * The open day of next month to book on, per viewport: both projects share one database, and the other booking
 * specs book within the next two weeks.
 */
const OPEN_DAY_OF_NEXT_MONTH = { mobile: 12, desktop: 14 };
const MOBILE_MAX_WIDTH = 768;

test.describe.configure({ timeout: FLOW_TIMEOUT_MS });

const BRIEF = "We need a detailed plan for our branches, with data, budget and timeline. "
  .repeat(Math.ceil(BRIEF_LENGTH / 70))
  .slice(0, BRIEF_LENGTH);

const PAGE_OF_KIND: Record<InquiryKind, string> = {
  ai: servicePages["ai-solutions"].path,
  digital: servicePages["digital-customizations"].path,
  ecommerce: servicePages.ecommerce.path,
  global: servicePages["global-expansion"].path,
};

async function fillField(form: Locator, field: FieldConfig, email: string) {
  switch (field.type) {
    case "textarea": {
      const box = form.getByRole("textbox", { name: field.label });
      await expect(box).toHaveAttribute("maxlength", String(LONG_TEXT_MAX_LENGTH));
      await box.fill(BRIEF);
      return;
    }
    case "email":
      await form.getByRole("textbox", { name: field.label }).fill(email);
      return;
    case "tel":
      await form.getByRole("textbox", { name: field.label }).fill("+63 917 555 0123");
      return;
    case "text":
      await form
        .getByRole("textbox", { name: field.label })
        .fill(field.name === "name" ? "Maria Santos" : "Lipa Agri");
      return;
    case "select":
      await form.getByRole("combobox", { name: field.label }).selectOption({ index: 1 });
      return;
    case "checkbox-group":
      await form.getByRole("checkbox", { name: field.options[0]?.label }).check();
      return;
    case "checkbox":
      return;
    default:
      field satisfies never;
  }
}

for (const kind of inquiryKinds) {
  test(`a ${kind} inquiry with a ${BRIEF_LENGTH}-character brief is sent and stored whole`, MOBILE_ONLY, async ({
    page,
    request,
  }) => {
    const email = uniqueEmail(`long-${kind}`);
    await page.goto(PAGE_OF_KIND[kind]);
    await waitForHydration(page);
    const form = page.getByRole("form", { name: inquiryFormCopy[kind].title });
    await form.scrollIntoViewIfNeeded();
    const fields = inquiryRegistry[kind].fields;
    for (const field of fields) {
      await fillField(form, field, email);
    }
    await form.getByRole("button", { name: inquiryFormCopy[kind].submit }).click();

    await expect(page.getByText(inquiryFormCopy[kind].toasts.success.title)).toBeVisible();
    await expect
      .poll(async () => (await serviceRoleRows(request, "inquiries", { email })).length, {
        timeout: ROW_POLL_TIMEOUT_MS,
      })
      .toBe(1);
    const [row] = await serviceRoleRows<{ details: Record<string, unknown> }>(
      request,
      "inquiries",
      { email },
    );
    const longKeys = fields.filter((field) => field.type === "textarea").map((field) => field.name);
    expect(longKeys.length).toBeGreaterThan(0);
    for (const key of longKeys) {
      expect(row?.details[key]).toBe(BRIEF);
    }
  });
}

function openDayToBook(page: Page): number {
  const width = page.viewportSize()?.width ?? MOBILE_MAX_WIDTH;
  return width < MOBILE_MAX_WIDTH ? OPEN_DAY_OF_NEXT_MONTH.mobile : OPEN_DAY_OF_NEXT_MONTH.desktop;
}

test(`a booking with ${BRIEF_LENGTH} characters of notes is sent and stored whole`, MOBILE_ONLY, async ({
  page,
  request,
}) => {
  const email = uniqueEmail("long-notes");
  await page.goto("/booking");
  await waitForHydration(page);
  await page.getByRole("button", { name: bookingPage.customBooking.button }).click();
  const dialog = page.getByRole("dialog", { name: bookingDialog.title });
  await expect(dialog).toBeVisible({ timeout: DIALOG_LOAD_TIMEOUT_MS });

  await dialog.getByLabel(/Full Name/).fill("Maria Santos");
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByRole("button", { name: /next month/i }).click();
  await dialog.locator("[role=grid] button:not([disabled])").nth(openDayToBook(page)).click();
  const time = dialog.getByRole("combobox", { name: /Available Time Slots/ });
  await expect(time).toBeEnabled();
  // By keyboard, the way a busy machine cannot race: the list takes focus, End reaches the last slot, Enter picks it.
  await time.focus();
  await page.keyboard.press("Enter");
  const options = page.getByRole("listbox").getByRole("option");
  await expect(page.locator("[role=option]:focus")).toHaveCount(1);
  await page.keyboard.press("End");
  await expect(options.last()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toBeHidden();
  const notes = dialog.getByLabel(/Additional Notes/);
  await expect(notes).toHaveAttribute("maxlength", String(LONG_TEXT_MAX_LENGTH));
  await notes.fill(BRIEF);
  await dialog.getByRole("button", { name: bookingDialog.submit }).click();

  await expect(page.getByText(bookingDialog.messages.success)).toBeVisible();
  await expect
    .poll(async () => (await serviceRoleRows(request, "appointments", { email })).length, {
      timeout: ROW_POLL_TIMEOUT_MS,
    })
    .toBe(1);
  const [row] = await serviceRoleRows<{ notes: string }>(request, "appointments", { email });
  expect(row?.notes).toBe(BRIEF);
});
