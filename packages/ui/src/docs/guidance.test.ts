import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import { COMPONENT_GUIDANCE } from "./guidance";

const componentsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../components");

function storyTitles(): string[] {
  return readdirSync(componentsDir)
    .filter((file) => file.endsWith(".stories.tsx"))
    .map(
      (file) =>
        /title: "(UI\/[^"]+)"/.exec(readFileSync(path.join(componentsDir, file), "utf8"))?.[1] ??
        file,
    );
}

describe("design guidance", () => {
  it("covers every component that has stories, and nothing else", () => {
    expect(Object.keys(COMPONENT_GUIDANCE).sort()).toEqual(storyTitles().sort());
  });

  it("gives each component its usage, at least one do and one don't", () => {
    for (const [title, guidance] of Object.entries(COMPONENT_GUIDANCE)) {
      expect(guidance.usage, title).not.toBe("");
      expect(guidance.do.length, title).toBeGreaterThan(0);
      expect(guidance.dont.length, title).toBeGreaterThan(0);
    }
  });
});
