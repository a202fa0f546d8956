/** One page of a list and how many rows the whole list has. */
export type ListPage<Row> = { rows: readonly Row[]; total: number };

/** Every row of a paged list, page after page from the first, until a short page or the total is reached. */
export async function fetchAllPages<Row>(
  getPage: (page: number, pageSize: number) => Promise<ListPage<Row>>,
  pageSize: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const result = await getPage(page, pageSize);
    rows.push(...result.rows);
    if (result.rows.length < pageSize || rows.length >= result.total) {
      return rows;
    }
  }
}
