import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { addStaffMember, screenshot, sendInquiryAsVisitor, signInOn } from "./support/staff";

/** More than one inbox page (25), so the export must fetch past the visible page. */
const INQUIRY_COUNT = 27;
const BYTE_ORDER_MARK = "\uFEFF";

test("the CSV export holds every row of the current filter, quoted and formula-safe", async ({
  page,
  request,
}) => {
  const tag = `exp${randomUUID().slice(0, 8)}`;
  await sendInquiryAsVisitor(request, { name: `=SUM(1) ${tag}`, company: 'Reyes, "Best" Bags' });
  for (let index = 1; index < INQUIRY_COUNT; index += 1) {
    await sendInquiryAsVisitor(request, { name: `Export ${tag} ${index}` });
  }
  const member = await addStaffMember("export");
  await signInOn(page, `/inbox?kind=inquiry&q=${tag}`, member);

  await expect(page.getByText(`Page 1 of 2 (${INQUIRY_COUNT} in all)`)).toBeVisible();
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Manila" }).format(new Date());
  await page.getByLabel("From").fill(today);
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  await expect(page.getByText(`Page 1 of 2 (${INQUIRY_COUNT} in all)`)).toBeVisible();
  await expectNoAxeViolations(page, "inbox filters");
  await screenshot(page, "inbox-filters");
  await page.getByRole("button", { name: "Pick the dates on a calendar" }).click();
  await expect(page.getByRole("grid")).toBeVisible();
  await screenshot(page, "inbox-calendar");
  await page.keyboard.press("Escape");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`innovatehub-leads-${today}.csv`);
  await expect(page.getByText(`Exported ${INQUIRY_COUNT} rows.`)).toBeVisible();
  const csv = await readFile(await download.path(), "utf8");
  expect(csv.startsWith(BYTE_ORDER_MARK)).toBe(true);
  const lines = csv.slice(BYTE_ORDER_MARK.length).trimEnd().split("\r\n");
  expect(lines[0]).toBe(
    [
      '"Reference","Kind","Name","E-mail","Company","Subject","Status","Date (PHT)","Received (PHT)"',
      // Where the lead came from (its first touch) and how long it waited for an answer.
      '"Source","Medium","Campaign","Term","Content","Referring site","Landing page","Arrived (PHT)"',
      '"First response (PHT)","Business minutes waited"',
    ].join(","),
  );
  expect(lines).toHaveLength(INQUIRY_COUNT + 1);
  expect(lines.slice(1).every((line) => line.startsWith('"inq-') && line.includes(tag))).toBe(true);
  const formulaRow = lines.find((line) => line.includes("SUM(1)")) ?? "";
  expect(formulaRow).toContain(`,"'=SUM(1) ${tag}",`);
  expect(formulaRow).toContain(',"Reyes, ""Best"" Bags","E-commerce","New",');
});
