import { legacyRedirects, type Redirect } from "@innovatehub/content/site";

/** The legacy redirect registered for `pathname` (tolerating a trailing slash). */
export function findLegacyRedirect(pathname: string): Redirect | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return legacyRedirects.find((redirect) => redirect.from === normalized);
}
