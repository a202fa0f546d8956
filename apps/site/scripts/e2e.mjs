// @ts-check
/**
 * The site's `e2e` script: Playwright on the production build, then (on a full run, no arguments)
 * the bundle budget check on the same build, so the test command covers both. The exit code is
 * non-zero when either fails. `pnpm run e2e -- <files>` runs only those specs.
 */
import { spawnSync } from "node:child_process";

// pnpm passes the `--` of `pnpm run e2e -- <files>` through; Playwright would treat what follows as nothing.
const args = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === "--"));

/** @param {string} command @param {string[]} commandArgs */
function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { stdio: "inherit" });
  return result.status ?? 1;
}

const e2eStatus = run("playwright", ["test", ...args]);
const budgetStatus = args.length === 0 ? run("node", ["scripts/check-bundle-budget.mjs"]) : 0;
process.exit(e2eStatus !== 0 ? e2eStatus : budgetStatus);
