import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AREAS_FILE, GENERATE_COMMAND, areasModule } from "./areas-module.js";
import { readDataset } from "./files.js";

describe("the generated provinces and regions", () => {
  it("are what the installed release gives", async () => {
    const { source, release } = await readDataset();
    expect(
      readFileSync(AREAS_FILE, "utf8"),
      `src/areas.generated.js is not what the installed PSGC release gives: run \`${GENERATE_COMMAND}\` and commit it`,
    ).toBe(areasModule(source, release));
  });
});
