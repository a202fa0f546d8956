import {
  consoleAgentDashboardCopy,
  consoleDashboardCopy,
  consolePageSpeedCopy,
} from "@innovatehub/content/console";
import { expect, type Page } from "@playwright/test";

/**
 * The dashboard loads its charts' chunk and draws every chart once its three answers are in. On a quiet machine
 * that is about two seconds; on the test command's loaded two cores, with a trace recorded, it took up to twenty,
 * the whole default wait. This backstop only ends a dashboard that never loads.
 */
const DASHBOARD_LOAD_TIMEOUT_MS = 60_000;

const LOADING_LABELS = [
  consoleDashboardCopy.loading,
  consoleAgentDashboardCopy.loading,
  consolePageSpeedCopy.loading,
];

/**
 * Waits until the dashboard on screen has drawn its figures: its page is drawn (the heading comes in the same
 * render as the parts' loading states), then none of its parts still says it is loading.
 */
export async function dashboardLoaded(page: Page): Promise<void> {
  await expect(
    page.getByRole("heading", { level: 1, name: consoleDashboardCopy.title }),
  ).toBeVisible({
    timeout: DASHBOARD_LOAD_TIMEOUT_MS,
  });
  for (const label of LOADING_LABELS) {
    await expect(page.getByRole("status").filter({ hasText: label })).toHaveCount(0, {
      timeout: DASHBOARD_LOAD_TIMEOUT_MS,
    });
  }
}
