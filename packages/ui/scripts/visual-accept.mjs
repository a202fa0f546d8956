/**
 * `visual:accept`: takes the pictures the last visual run put on its review page (visual-report/) as the new
 * baselines, exactly what the designer reviewed, without running the tests again (docs/decisions.md D68).
 */
import { copyFileSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const manifest = path.join(packageDir, "visual-report/manifest.json");

if (!existsSync(manifest)) {
  console.info(
    "Nothing to accept: the last visual run found no difference (no visual-report/manifest.json).",
  );
} else {
  const entries = JSON.parse(readFileSync(manifest, "utf8"));
  for (const entry of entries) {
    copyFileSync(entry.newImagePath, entry.baseline);
    console.info(`accepted ${entry.label}`);
  }
  console.info(`${entries.length} baseline(s) updated: commit packages/ui/visual/baselines/.`);
}
