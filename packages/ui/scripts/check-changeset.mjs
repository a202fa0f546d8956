/**
 * Part of `lint`: a branch that changes what the kit ships carries a changeset for `@innovatehub/ui` (or is the
 * release itself, which rewrites CHANGELOG.md), so every change reaches the version and the changelog
 * (docs/decisions.md D68). Compares the branch with where it left `CHANGESET_BASE` (default `main`); without git
 * or that branch (an exported tarball, a shallow clone) there is nothing to compare and it says so.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";

const packageDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const base = process.env.CHANGESET_BASE ?? "main";
const KIT = "packages/ui/";
/** Files under the kit that never reach the packed package: stories, tests, tooling. */
const NOT_SHIPPED = [
  /\.stories\.tsx$/,
  /\.test\.tsx?$/,
  /\.fixtures\.ts$/,
  /^src\/test\//,
  /\.mdx$/,
  /^src\/docs\//,
];
const SHIPPED = [
  /^src\//,
  /^package\.json$/,
  /^README\.md$/,
  /^vite\.build\.config\.ts$/,
  /^scripts\/build\.mjs$/,
];

function git(...args) {
  return execFileSync("git", args, {
    cwd: packageDir,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  }).trim();
}

let changed;
let root;
try {
  root = git("rev-parse", "--show-toplevel");
  const mergeBase = git("merge-base", base, "HEAD");
  // Committed and uncommitted changes since the branch point, and files not yet added.
  changed = [
    ...git("diff", "--name-only", mergeBase).split("\n"),
    ...git("ls-files", "--others", "--exclude-standard", "--full-name", root).split("\n"),
  ].filter(Boolean);
} catch {
  console.info(`changeset check skipped: no git history with a "${base}" branch to compare with`);
  process.exit(0);
}

const shippedChanges = changed
  .filter((file) => file.startsWith(KIT))
  .map((file) => file.slice(KIT.length))
  .filter(
    (file) =>
      SHIPPED.some((pattern) => pattern.test(file)) &&
      !NOT_SHIPPED.some((pattern) => pattern.test(file)),
  );
const released = changed.includes(`${KIT}CHANGELOG.md`);
const changesets = changed.filter(
  (file) =>
    /^\.changeset\/[^/]+\.md$/.test(file) &&
    !file.endsWith("README.md") &&
    readFileSyncSafe(path.join(root, file)).includes('"@innovatehub/ui"'),
);

function readFileSyncSafe(file) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

if (shippedChanges.length > 0 && !released && changesets.length === 0) {
  console.error(
    `The kit's shipped files changed since ${base} (${shippedChanges.slice(0, 5).join(", ")}${shippedChanges.length > 5 ? ", ..." : ""}) ` +
      "but no changeset names @innovatehub/ui: run `pnpm changeset` and commit the file it writes.",
  );
  process.exit(1);
}
console.info(
  shippedChanges.length === 0
    ? "changeset check: the kit's shipped files are unchanged"
    : `changeset check: ${released ? "the release rewrites CHANGELOG.md" : `carried by ${changesets.join(", ")}`}`,
);
