/** The staff feed's edge function, under the backend's functions path. */
const FEED_FUNCTION_PATH = "/functions/v1/staff-calendar";

/**
 * The feed's address for copying (https, or http locally) and the same address as a `webcal:` link, which
 * calendar apps open as a subscription.
 */
export function feedLinks(supabaseUrl: string, token: string): { url: string; webcal: string } {
  const url = new URL(FEED_FUNCTION_PATH, supabaseUrl);
  url.searchParams.set("token", token);
  return { url: url.href, webcal: url.href.replace(/^https?:/, "webcal:") };
}
