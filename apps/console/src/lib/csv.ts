/** A spreadsheet reads a cell starting with one of these as a formula (and may run it). */
const FORMULA_CHARACTERS = "=+\\-@\\t\\r";
/**
 * A formula start at the beginning of the cell, or right after a character a spreadsheet might take as the
 * separator when it guesses one (`x;=1+2` is two cells, the second a formula, where `;` separates lists).
 */
const FORMULA_START = new RegExp(`(^|[;,\\t\\r\\n])(?=[${FORMULA_CHARACTERS}])`, "g");
/** Lets spreadsheet apps read the file as UTF-8 (names with ñ and the like). */
const BYTE_ORDER_MARK = "\uFEFF";

/**
 * One cell: every would-be formula start is defused with an apostrophe, and the cell is always quoted (RFC 4180),
 * so no separator inside it splits it, whatever separator the spreadsheet assumes.
 */
export function csvCell(value: string): string {
  const safe = value.replace(FORMULA_START, "$1'");
  return `"${safe.replaceAll('"', '""')}"`;
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
