import { describe, expect, it } from "vitest";
import { conflictingClasses } from "./class-conflicts";

describe("conflictingClasses", () => {
  it("names the classes another class of the same list overrides", () => {
    expect(conflictingClasses("inline-flex rounded-md px-4 rounded-full")).toEqual(["rounded-md"]);
    expect(conflictingClasses("text-small text-body")).toEqual(["text-small"]);
    expect(conflictingClasses("shadow-elevation-1 shadow-none")).toEqual(["shadow-elevation-1"]);
  });

  it("finds nothing in classes that set different things, or the same thing under different conditions", () => {
    expect(
      conflictingClasses(
        "text-h4 text-primary shadow-elevation-2 px-3 pl-12 inline-flex max-md:hidden",
      ),
    ).toEqual([]);
    expect(conflictingClasses("size-11 size-11")).toEqual([]);
  });
});
