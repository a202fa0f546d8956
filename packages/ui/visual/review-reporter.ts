import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

import { BASELINE_DIR, REVIEW_DIR, REVIEW_MANIFEST } from "./paths";
import { reviewPage, type ReviewEntry } from "./review-page";

const IMAGE_ROLES = ["expected", "actual", "diff"] as const;
type ImageRole = (typeof IMAGE_ROLES)[number];

/**
 * Collects the screenshots Playwright attaches to a failed comparison (`<name>-expected.png`, `-actual.png`,
 * `-diff.png`) and writes the review page: per story and width, the baseline, the new picture and their
 * difference side by side, plus the manifest `visual:accept` reads.
 */
export default class ReviewReporter implements Reporter {
  private readonly entries: ReviewEntry[] = [];

  onBegin(): void {
    rmSync(REVIEW_DIR, { recursive: true, force: true });
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === "passed" || result.status === "skipped") {
      return;
    }
    const images: Partial<Record<ImageRole, string>> = {};
    let snapshot: string | undefined;
    for (const attachment of result.attachments) {
      const role = IMAGE_ROLES.find((candidate) => attachment.name.endsWith(`-${candidate}.png`));
      if (role === undefined || attachment.path === undefined) {
        continue;
      }
      snapshot = `${attachment.name.slice(0, -`-${role}.png`.length)}.png`;
      const copy = path.join("images", attachment.name);
      mkdirSync(path.join(REVIEW_DIR, "images"), { recursive: true });
      copyFileSync(attachment.path, path.join(REVIEW_DIR, copy));
      images[role] = copy;
    }
    if (snapshot === undefined || images.actual === undefined) {
      return;
    }
    this.entries.push({
      label: test.title,
      baseline: path.join(BASELINE_DIR, snapshot),
      baselineImage: images.expected,
      newImage: images.actual,
      newImagePath: path.join(REVIEW_DIR, images.actual),
      diffImage: images.diff,
    });
  }

  onEnd(_result: FullResult): void {
    if (this.entries.length === 0) {
      return;
    }
    mkdirSync(REVIEW_DIR, { recursive: true });
    writeFileSync(path.join(REVIEW_DIR, "index.html"), reviewPage(this.entries));
    writeFileSync(REVIEW_MANIFEST, `${JSON.stringify(this.entries, null, 2)}\n`);
    console.info(
      `\n${this.entries.length} visual difference(s): open ${path.join(REVIEW_DIR, "index.html")} to review, ` +
        "then `pnpm --filter @innovatehub/ui visual:accept` to take the new pictures as baselines.",
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
