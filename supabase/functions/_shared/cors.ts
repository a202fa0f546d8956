/** CORS for functions the browser invokes through supabase-js. */
const ALLOWED_HEADERS = "authorization, x-client-info, apikey, content-type";
const ALLOWED_METHODS = "POST, OPTIONS";
const PREFLIGHT_MAX_AGE_SECONDS = 86_400;

/**
 * Builds the CORS headers for one response. `allowedOrigins` empty means any origin (local development);
 * in production set ALLOWED_ORIGINS to the site's origin(s).
 */
export function corsHeaders(
  requestOrigin: string | null,
  allowedOrigins: readonly string[],
): Headers {
  const headers = new Headers({
    "Access-Control-Allow-Headers": ALLOWED_HEADERS,
    "Access-Control-Allow-Methods": ALLOWED_METHODS,
    "Access-Control-Max-Age": String(PREFLIGHT_MAX_AGE_SECONDS),
    Vary: "Origin",
  });
  if (allowedOrigins.length === 0) {
    headers.set("Access-Control-Allow-Origin", "*");
  } else if (requestOrigin !== null && allowedOrigins.includes(requestOrigin)) {
    headers.set("Access-Control-Allow-Origin", requestOrigin);
  }
  return headers;
}
