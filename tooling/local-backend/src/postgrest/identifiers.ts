import { httpError } from "./errors.ts";
import { HTTP_STATUS } from "../http/status.ts";

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Double-quotes a plain identifier; anything else is refused (this backend serves simple names only). */
export function quoteIdentifier(name: string): string {
  if (!IDENTIFIER.test(name)) {
    throw httpError(HTTP_STATUS.badRequest, "PGRST100", `"${name}" is not a plain identifier`);
  }
  return `"${name}"`;
}

/** A `select=` / `columns=` list of plain column names ("*" allowed for select). */
export function parseColumnList(value: string, allowStar: boolean): string[] | "*" {
  const trimmed = value.trim();
  if (allowStar && (trimmed === "*" || trimmed === "")) {
    return "*";
  }
  return trimmed
    .split(",")
    .map((column) => column.trim())
    .map((column) => {
      if (!IDENTIFIER.test(column)) {
        throw httpError(
          HTTP_STATUS.badRequest,
          "PGRST100",
          `"${column}" is not served here: only plain column names (no embedding, casts or aliases)`,
        );
      }
      return column;
    });
}
