/** One `_headers` rule: a path pattern (`*` matches anything) and the headers sent for it. */
export type HeaderRule = { pattern: string; headers: [string, string][] };
/** One `_redirects` line. */
export type RedirectRule = { from: string; to: string; status: number };

/** Cloudflare Pages' limits for `_headers` (Netlify reads the same file). */
export declare const HEADERS_FILE_LIMITS: { maxRules: number; maxLineLength: number };
export declare function formatHeadersFile(rules: readonly HeaderRule[]): string;
export declare function parseHeadersFile(text: string): HeaderRule[];
/** What in a `_headers` file a host would refuse or cut. */
export declare function headersFileViolations(text: string): string[];
/** Every header the rules give a path, in the file's order. */
export declare function headersFor(
  rules: readonly HeaderRule[],
  pathname: string,
): [string, string][];
export declare function formatRedirectsFile(redirects: readonly RedirectRule[]): string;
export declare function parseRedirectsFile(text: string): RedirectRule[];
