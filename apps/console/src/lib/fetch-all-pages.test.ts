import { describe, expect, it, vi } from "vitest";
import { fetchAllPages, type ListPage } from "./fetch-all-pages";

const PAGE_SIZE = 2;

/** A paged list of `rows`, as a list query answers it. */
function pagesOf(rows: readonly number[]) {
  return vi.fn(
    (page: number, pageSize: number): Promise<ListPage<number>> =>
      Promise.resolve({
        rows: rows.slice((page - 1) * pageSize, page * pageSize),
        total: rows.length,
      }),
  );
}

describe("fetchAllPages", () => {
  it("reads page after page until every row is in, in order", async () => {
    const getPage = pagesOf([1, 2, 3, 4, 5]);
    await expect(fetchAllPages(getPage, PAGE_SIZE)).resolves.toEqual([1, 2, 3, 4, 5]);
    expect(getPage.mock.calls).toEqual([
      [1, PAGE_SIZE],
      [2, PAGE_SIZE],
      [3, PAGE_SIZE],
    ]);
  });

  it("asks for no page after the total is reached by a full page", async () => {
    const getPage = pagesOf([1, 2, 3, 4]);
    await expect(fetchAllPages(getPage, PAGE_SIZE)).resolves.toEqual([1, 2, 3, 4]);
    expect(getPage).toHaveBeenCalledTimes(2);
  });

  it("stops at a short page even if the total grew meanwhile", async () => {
    const getPage = vi.fn(() => Promise.resolve({ rows: [1], total: 10 }));
    await expect(fetchAllPages(getPage, PAGE_SIZE)).resolves.toEqual([1]);
    expect(getPage).toHaveBeenCalledTimes(1);
  });
});
