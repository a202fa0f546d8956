import { describe, expect, it } from "vitest";
import { filtersFromSearch, searchFromFilters } from "./application-search";

describe("the Applications filters in the URL", () => {
  it("round-trips every filter", () => {
    const search = new URLSearchParams({
      stage: "screening",
      province: "0401000000",
      package: "premium_lottery",
      assignee: "00000000-0000-4000-a000-000000000001",
      age: "60",
      q: "PA-7KQ2",
      page: "2",
    });
    const filters = filtersFromSearch(search);
    expect(filters).toEqual({
      stage: "screening",
      province: "0401000000",
      package: "premium_lottery",
      assignee: "00000000-0000-4000-a000-000000000001",
      minAge: 60,
      q: "PA-7KQ2",
      page: 2,
    });
    expect(searchFromFilters(filters).toString()).toBe(search.toString());
  });

  it("drops unknown stages, packages, malformed codes and ages, and a first page", () => {
    const filters = filtersFromSearch(
      new URLSearchParams(
        "stage=training&province=Batangas&package=gold&assignee=me&age=7&page=1&q=%20",
      ),
    );
    expect(filters).toEqual({
      stage: null,
      province: null,
      package: null,
      assignee: null,
      minAge: null,
      q: null,
      page: 1,
    });
    expect(searchFromFilters(filters).size).toBe(0);
  });
});
