import { createClient } from "@supabase/supabase-js";
import { consoleConfig } from "./config";

/**
 * The console's one client. The session is kept in this browser and its access token refreshed before it
 * expires (silently); a refresh that fails signs the person out, which the auth provider reports as expiry.
 */
export const supabase = createClient(consoleConfig.supabaseUrl, consoleConfig.supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false, storageKey: "innovatehub-console" },
});
