import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = dirname(fileURLToPath(import.meta.url));
// `import type` is erased by the compiler; every other import, even `import { type X }`, stays in the bundle.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)[^;]*?from\s+"(\.{1,2}\/[^"]+)"/gm;

/** Files reachable through static relative imports (dynamic `import()` is not followed, as a bundler splits there). */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) {
      return;
    }
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const target = match[1];
      if (target !== undefined) {
        visit(resolve(dirname(file), target.endsWith(".ts") ? target : `${target}.ts`));
      }
    }
  };
  visit(resolve(SRC, entry));
  return new Set([...seen].map((file) => file.slice(SRC.length + 1)));
}

const kinds = ["ai", "digital", "ecommerce", "global"] as const;

describe("code splitting", () => {
  it.each(kinds)("the %s subpath pulls in no other kind's schema or fields", (kind) => {
    const graph = staticGraph(`inquiry/${kind}.ts`);
    expect(graph).toContain(`schemas/${kind}.ts`);
    for (const other of kinds.filter((candidate) => candidate !== kind)) {
      expect(graph).not.toContain(`schemas/${other}.ts`);
      expect(graph).not.toContain(`inquiry/${other}.ts`);
    }
  });

  it("the lazy loader and the inquiry entry import no schema statically", () => {
    for (const entry of ["inquiry/load.ts", "inquiry/index.ts"]) {
      const graph = [...staticGraph(entry)];
      expect(graph.filter((file) => file.startsWith("schemas/"))).toEqual([]);
    }
  });

  // docs/product.md §11: no route loads zod before the visitor opens a form.
  it.each(["booking/slots.ts", "booking/time.ts", "inquiry/index.ts", "submit/index.ts"])(
    "%s does not load zod",
    (entry) => {
      for (const file of staticGraph(entry)) {
        expect(readFileSync(resolve(SRC, file), "utf8")).not.toMatch(
          /^import (?!type )[^;]*from "zod"/m,
        );
      }
    },
  );
});
