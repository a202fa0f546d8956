/**
 * A page's path without a trailing slash ("/" stays "/"). Hosts serve `/about/` as well as `/about`, and the
 * prerender renders each page at `/about/`, so anything built from the current path goes through this first.
 */
export function pagePathOf(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
