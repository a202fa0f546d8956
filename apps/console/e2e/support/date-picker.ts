import { expect, type Locator } from "@playwright/test";

/** Months a test may page through to reach its day (the furthest any spec picks is a few weeks ahead). */
const MAX_MONTHS = 12;

/** The kit calendar names each day "Thursday 13 November 2025"; this is the part after the weekday. */
function dayName(dayKey: string): RegExp {
  const date = new Date(`${dayKey}T00:00:00Z`);
  const month = date.toLocaleString("en-US", { month: "long", timeZone: "UTC" });
  return new RegExp(`\\b${date.getUTCDate()} ${month} ${date.getUTCFullYear()}\\b`);
}

/** Chooses a day in the kit's date picker inside `scope`, paging to its month as a pointer user would. */
export async function pickDay(scope: Locator, dayKey: string): Promise<void> {
  const day = scope.getByRole("grid").getByRole("button", { name: dayName(dayKey) });
  for (let months = 0; months < MAX_MONTHS && (await day.count()) === 0; months += 1) {
    await scope.getByRole("button", { name: /next month/i }).click();
  }
  await expect(day).toBeEnabled();
  await day.click();
}
