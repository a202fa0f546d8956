/** A spreadsheet reads a cell starting with one of these as a formula (and may run it). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
/** Lets spreadsheet apps read the file as UTF-8 (names with ñ and the like). */
const BYTE_ORDER_MARK = "\uFEFF";

/** One cell: a would-be formula is defused with a leading apostrophe, then quoted as RFC 4180 asks. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole CSV document (header row first), CRLF line ends, with a byte order mark. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `${BYTE_ORDER_MARK}${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** Offers `text` to the browser as a file download named `fileName`. */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
