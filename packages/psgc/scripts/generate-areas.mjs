// @ts-check
/** Writes src/areas.generated.js from the installed release: `pnpm --filter @innovatehub/psgc generate`. */
import { writeFileSync } from "node:fs";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { AREAS_FILE, areasModule } from "../src/areas-module.js";
import { readDataset } from "../src/files.js";

const { source, release } = await readDataset();
writeFileSync(AREAS_FILE, areasModule(source, release));
process.stdout.write(`psgc: wrote ${fileURLToPath(AREAS_FILE)} from ${release}\n`);
