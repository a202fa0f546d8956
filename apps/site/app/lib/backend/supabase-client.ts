import type { Database } from "@innovatehub/database";
import { createClient } from "@supabase/supabase-js";
import { getBackendConfig } from "../backend-config";
import type { SiteBackend } from "./site-backend";

let client: SiteBackend | undefined;

/**
 * The one browser client, created on first use (never at module load). This module is only ever imported from
 * code that loads on demand (a dialog, a form's submitter, the manage and unsubscribe pages), so supabase-js
 * never enters a page's first load. `null` when no backend is configured. No session: visitors are anonymous.
 * Typing it as `SiteBackend` checks, at build time, that the narrow client matches the generated types.
 */
export function getSiteBackend(): SiteBackend | null {
  const config = getBackendConfig();
  if (config === null) {
    return null;
  }
  client ??= createClient<Database>(config.url, config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  return client;
}
