import type { Database } from "@innovatehub/database";
import { createClient } from "@supabase/supabase-js";
import { consoleConfig } from "./config";

/**
 * The console's one client. The session is kept in this browser and its access token refreshed before it
 * expires (silently); a refresh that fails signs the person out, which the auth provider reports as expiry.
 */
const STORAGE_KEY = "innovatehub-console";

/**
 * Read before the client starts: a session stored here that the client then drops on start (its refresh
 * failed) is an expired session, not a first visit.
 */
export const hadStoredSession =
  typeof localStorage !== "undefined" && localStorage.getItem(STORAGE_KEY) !== null;

export const supabase = createClient<Database>(consoleConfig.supabaseUrl, consoleConfig.supabaseAnonKey, {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: false,
    storageKey: STORAGE_KEY,
  },
});
