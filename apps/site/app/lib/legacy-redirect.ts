import { legacyRedirects, type Redirect } from "@innovatehub/content/site";
import { pagePathOf } from "./page-path";

/** The legacy redirect registered for `pathname` (tolerating a trailing slash). */
export function findLegacyRedirect(pathname: string): Redirect | undefined {
  const normalized = pagePathOf(pathname);
  return legacyRedirects.find((redirect) => redirect.from === normalized);
}
