import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as consoleCopy from "./exports/console";
import * as shared from "./exports/shared";
import * as siteCopy from "./exports/site";

const packageJson = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  exports: Record<string, string>;
};

const audiences = { site: siteCopy, console: consoleCopy, shared };

describe("the package's exports, one per audience", () => {
  it("offers the site, the console and the shared pieces, and no catch-all root", () => {
    expect(Object.keys(packageJson.exports).sort()).toEqual(["./console", "./shared", "./site"]);
  });

  it("puts each piece behind exactly one export", () => {
    const owners = new Map<string, string[]>();
    for (const [audience, module] of Object.entries(audiences)) {
      for (const name of Object.keys(module)) {
        owners.set(name, [...(owners.get(name) ?? []), audience]);
      }
    }
    expect([...owners].filter(([, where]) => where.length > 1)).toEqual([]);
  });

  it("keeps the console's copy out of the site's export", () => {
    expect(Object.keys(siteCopy).filter((name) => /console/i.test(name))).toEqual([]);
  });

  it("holds no backend names (tables, RPCs, functions) and no console routes", () => {
    const names = Object.values(audiences).flatMap((module) => Object.keys(module));
    expect(names.filter((name) => /_(TABLE|RPC|FUNCTION)$|^console(Routes|Nav)$/.test(name))).toEqual([]);
  });
});
