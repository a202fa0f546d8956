import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";
import { describe, expect, it } from "vitest";

const SRC = dirname(fileURLToPath(import.meta.url));
/** A real bundler run; on a loaded two-core machine it takes far longer than a unit test. */
const BUILD_TIMEOUT_MS = 180_000;

/** Option values that only one inquiry kind uses. */
const valuesOnlyUsedBy = {
  ai: ["computer-vision", "yes-needs-processing", "250k-500k"],
  digital: ["enterprise-software", "5k-20k"],
  ecommerce: ["dropshipping", "payment-gateway", "10k-30k"],
  global: ["501-1000", "201-500"],
} as const;
const kinds = ["ai", "digital", "ecommerce", "global"] as const;

async function bundle(entry: string): Promise<{ entryCode: string; allCode: string }> {
  const result = await build({
    input: resolve(SRC, entry),
    write: false,
    platform: "browser",
    output: { format: "esm", minify: true },
  });
  const chunks = result.output.filter((output) => output.type === "chunk");
  return {
    entryCode: chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.code).join("\n"),
    allCode: chunks.map((chunk) => chunk.code).join("\n"),
  };
}

function containsValue(code: string, value: string): boolean {
  return new RegExp(`["'\`]${value}["'\`]`).test(code);
}

// Issue 3 "Checked by": importing one schema must not pull in the others, measured on a real bundle.
describe("built chunks", () => {
  it.each(kinds)(
    "the %s inquiry bundle holds its own options and no other kind's",
    async (kind) => {
      const { allCode } = await bundle(`inquiry/${kind}.ts`);
      for (const value of valuesOnlyUsedBy[kind]) {
        expect(containsValue(allCode, value), `${value} is in the ${kind} bundle`).toBe(true);
      }
      for (const other of kinds.filter((candidate) => candidate !== kind)) {
        for (const value of valuesOnlyUsedBy[other]) {
          expect(containsValue(allCode, value), `${value} (${other}) leaked into ${kind}`).toBe(false);
        }
      }
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    "the lazy inquiry entry keeps zod and every schema out of its first chunk",
    async () => {
      const { entryCode, allCode } = await bundle("inquiry/index.ts");
      expect(entryCode).not.toContain("invalid_type");
      expect(allCode).toContain("invalid_type");
      for (const kind of kinds) {
        for (const value of valuesOnlyUsedBy[kind]) {
          expect(containsValue(entryCode, value)).toBe(false);
        }
      }
    },
    BUILD_TIMEOUT_MS,
  );

  // docs/product.md §11: no route loads zod before the visitor opens a form.
  it.each(["booking/slots.ts", "submit/index.ts"])(
    "%s loads no zod",
    async (entry) => {
      const { allCode } = await bundle(entry);
      expect(allCode).not.toContain("invalid_type");
    },
    BUILD_TIMEOUT_MS,
  );
});
