#!/usr/bin/env node
// Sums the machine-readable reports every test runner writes into one plain line, "N passed, N failed",
// which CI reads. Reports are files named *.report.json in a package's test-results/ or playwright-report/:
// Vitest's JSON reporter, Playwright's JSON reporter, or { "passed": n, "failed": n } from other runners.
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const REPORT_DIRS = ["test-results", "playwright-report"];
const WORKSPACE_GROUPS = ["apps", "packages", "tooling"];

function packageDirs() {
  const dirs = [join(root, "supabase")];
  for (const group of WORKSPACE_GROUPS) {
    for (const name of readdirSync(join(root, group))) {
      const dir = join(root, group, name);
      if (statSync(dir).isDirectory()) {
        dirs.push(dir);
      }
    }
  }
  return dirs;
}

function reportFiles() {
  const files = [];
  for (const dir of packageDirs()) {
    for (const reportDir of REPORT_DIRS) {
      let names = [];
      try {
        names = readdirSync(join(dir, reportDir));
      } catch {
        continue;
      }
      for (const name of names) {
        if (name.endsWith(".report.json")) {
          files.push(join(dir, reportDir, name));
        }
      }
    }
  }
  return files;
}

/** @returns {{ passed: number, failed: number }} */
function countsOf(report) {
  if (typeof report.numPassedTests === "number") {
    // A file that fails to load (syntax error, failing hook) has no failed test of its own: count the file.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) =>
        file.status === "failed" &&
        !(file.assertionResults ?? []).some((test) => test.status === "failed"),
    ).length;
    return { passed: report.numPassedTests, failed: (report.numFailedTests ?? 0) + brokenFiles };
  }
  if (report.stats && typeof report.stats.expected === "number") {
    return {
      passed: report.stats.expected + (report.stats.flaky ?? 0),
      failed: report.stats.unexpected ?? 0,
    };
  }
  if (typeof report.passed === "number") {
    return { passed: report.passed, failed: report.failed ?? 0 };
  }
  throw new Error("unknown report format");
}

const args = process.argv.slice(2);
if (args.includes("--clean")) {
  for (const file of reportFiles()) {
    rmSync(file);
  }
  process.exit(0);
}

const statusIndex = args.indexOf("--turbo-status");
const turboStatus = statusIndex >= 0 ? Number(args[statusIndex + 1]) : 0;

let passed = 0;
let failed = 0;
for (const file of reportFiles()) {
  try {
    const counts = countsOf(JSON.parse(readFileSync(file, "utf8")));
    passed += counts.passed;
    failed += counts.failed;
    console.info(`${relative(root, file)}: ${counts.passed} passed, ${counts.failed} failed`);
  } catch (error) {
    failed += 1;
    console.error(`${relative(root, file)}: unreadable report (${String(error)})`);
  }
}

// A task that failed before its runner wrote a report (a build, lint or type error) still fails the run.
if (turboStatus !== 0 && failed === 0) {
  failed = 1;
  console.error(`turbo exited with status ${turboStatus} (a build, lint, typecheck or test task failed)`);
}
if (passed + failed === 0) {
  failed = 1;
  console.error("no test reports were found: no test ran");
}

console.info(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
