#!/usr/bin/env node
// Prints where the test command's time went: each Turborepo task of the newest run summary (.turbo/runs, written
// by `turbo run --summarize`), longest first, in seconds. The suite's time budget is judged from these lines, so a
// run on a clean clone says which task to make faster. Informational only: it always exits 0.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const runsDir = join(root, ".turbo", "runs");
const MS_PER_SECOND = 1000;
const TASKS_SHOWN = 15;

function newestSummary() {
  try {
    const files = readdirSync(runsDir)
      .filter((name) => name.endsWith(".json"))
      .map((name) => join(runsDir, name));
    files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    return files.length === 0 ? null : JSON.parse(readFileSync(files[0], "utf8"));
  } catch (error) {
    console.info(`[task-times] no run summary to read (${String(error)})`);
    return null;
  }
}

const seconds = (execution) =>
  Math.round((execution.endTime - execution.startTime) / MS_PER_SECOND);

const summary = newestSummary();
if (summary !== null) {
  const tasks = (summary.tasks ?? [])
    .filter((task) => task.execution && typeof task.execution.startTime === "number")
    .map((task) => ({
      id: task.taskId,
      seconds: seconds(task.execution),
      cached: task.cache?.status === "HIT",
    }))
    .sort((a, b) => b.seconds - a.seconds);
  const wall = summary.execution ? `${seconds(summary.execution)} s in all` : "";
  console.info(`[task-times] the longest tasks of the run (${wall}):`);
  for (const task of tasks.slice(0, TASKS_SHOWN)) {
    console.info(
      `[task-times] ${String(task.seconds).padStart(5)} s  ${task.id}${task.cached ? " (cached)" : ""}`,
    );
  }
}
