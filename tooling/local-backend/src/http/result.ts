/** What a route answers; the server adds CORS and writes it. */
export interface HttpResult {
  status: number;
  headers: Record<string, string>;
  /** Text, or the bytes of a file (Storage downloads). */
  body: string | Buffer | null;
}

export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

export function jsonResult(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): HttpResult {
  return {
    status,
    headers: { "Content-Type": JSON_CONTENT_TYPE, ...headers },
    body: JSON.stringify(body),
  };
}
