import path from "node:path";
import { fileURLToPath } from "node:url";

const visualDir = path.dirname(fileURLToPath(import.meta.url));
const packageDir = path.dirname(visualDir);

/** The static Storybook that `build-storybook` writes; the visual tests screenshot its stories. */
export const STORYBOOK_DIR = path.join(packageDir, "storybook-static");
/** Committed baselines, one PNG per story and width. */
export const BASELINE_DIR = path.join(visualDir, "baselines");
/** The review page a designer opens when a run found differences (not committed). */
export const REVIEW_DIR = path.join(packageDir, "visual-report");
/** What the review page lists, read by `visual:accept`. */
export const REVIEW_MANIFEST = path.join(REVIEW_DIR, "manifest.json");
