import { describe, expect, it } from "vitest";
import {
  canCloseMatchingAsSpam,
  filtersFromSearch,
  searchFromFilters,
  statusesFor,
} from "./inbox-filters";

describe("inbox filters in the URL", () => {
  it("round-trips every filter", () => {
    const search =
      "kind=booking&status=pending&from=2026-12-01&to=2026-12-31&q=Reyes&sort=name_asc&page=3";
    expect(searchFromFilters(filtersFromSearch(new URLSearchParams(search))).toString()).toBe(
      search,
    );
  });

  it("drops unknown and malformed values and leaves defaults out", () => {
    const filters = filtersFromSearch(
      new URLSearchParams("kind=staff&status=x&from=tomorrow&sort=id&page=-2&q=%20"),
    );
    expect(filters).toEqual({
      kind: null,
      status: null,
      from: null,
      to: null,
      q: null,
      sort: "waiting",
      page: 1,
    });
    expect(searchFromFilters(filters).toString()).toBe("");
  });

  it("offers the statuses of the chosen kind", () => {
    expect(statusesFor("inquiry")).toEqual([
      "new",
      "contacted",
      "qualified",
      "won",
      "lost",
      "spam",
    ]);
    expect(statusesFor(null)).toContain("no_show");
    expect(statusesFor(null).filter((status) => status === "spam")).toHaveLength(1);
  });
});

describe("closing the matching leads as spam", () => {
  const filtered = (search: string) =>
    canCloseMatchingAsSpam(filtersFromSearch(new URLSearchParams(search)));

  it("is offered once a filter narrows the inbox to leads that can still be closed", () => {
    expect(filtered("q=flood.example")).toBe(true);
    expect(filtered("status=new")).toBe(true);
    expect(filtered("kind=booking&status=pending&from=2026-12-01")).toBe(true);
  });

  it("is not offered for the whole inbox, nor for leads already moved on or closed", () => {
    expect(filtered("")).toBe(false);
    expect(filtered("kind=inquiry&sort=name_asc")).toBe(false);
    expect(filtered("status=contacted")).toBe(false);
    expect(filtered("kind=booking&status=new")).toBe(false);
    expect(filtered("status=spam")).toBe(false);
  });
});
