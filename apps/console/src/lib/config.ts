import * as z from "zod/mini";

/** Where the console reaches the backend: its URL and the public anon key, never a secret. */
export type ConsoleConfig = { supabaseUrl: string; supabaseAnonKey: string };

const configSchema = z.object({
  VITE_SUPABASE_URL: z.url({ protocol: /^https?$/ }),
  VITE_SUPABASE_ANON_KEY: z.string().check(z.trim(), z.minLength(1)),
});

/** The console cannot work without a backend, so a missing or malformed value is an error, said once. */
export function parseConsoleConfig(env: Record<string, unknown>): ConsoleConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `The console needs VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY (apps/console/vite.config.ts defaults them to the local backend): ${z.prettifyError(parsed.error)}`,
    );
  }
  return {
    supabaseUrl: parsed.data.VITE_SUPABASE_URL,
    supabaseAnonKey: parsed.data.VITE_SUPABASE_ANON_KEY,
  };
}

export const consoleConfig: ConsoleConfig = parseConsoleConfig({
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
  VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
});
