import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { getBackendConfig } from "./backend-config";
import type { Database } from "@innovatehub/database";

export type SiteSupabaseClient = SupabaseClient<Database>;

let client: SiteSupabaseClient | undefined;

/**
 * The one browser client, created on first use (never at module load, so importing it costs nothing
 * until a form submits). `null` when no backend is configured. No session: visitors are anonymous.
 */
export function getSupabaseClient(): SiteSupabaseClient | null {
  const config = getBackendConfig();
  if (config === null) {
    return null;
  }
  client ??= createClient<Database>(config.url, config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  return client;
}
