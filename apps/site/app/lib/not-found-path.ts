/**
 * The catch-all route is prerendered at this path; scripts/postbuild.mjs copies its HTML to
 * 404.html, the file static hosts (and scripts/serve.mjs) answer unknown paths with.
 */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/** The catch-all route's id (app/routes.ts), which answers every address the site does not have. */
export const NOT_FOUND_ROUTE_ID = "routes/not-found";
