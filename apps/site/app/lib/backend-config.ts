import { z } from "@innovatehub/forms/zod";

/** Where the browser reaches the backend (docs/product.md §12): the public anon key only. */
export type BackendConfig = { url: string; anonKey: string };

const backendEnvSchema = z.object({
  VITE_SUPABASE_URL: z.url({ protocol: /^https?$/ }),
  VITE_SUPABASE_ANON_KEY: z.string().trim().min(1),
});

type BackendEnv = { VITE_SUPABASE_URL?: string; VITE_SUPABASE_ANON_KEY?: string };

/** Reads the configuration once; absent or malformed values mean "no backend" (`null`). */
function parseBackendConfig(env: BackendEnv): BackendConfig | null {
  const parsed = backendEnvSchema.safeParse(env);
  if (!parsed.success) {
    return null;
  }
  return { url: parsed.data.VITE_SUPABASE_URL, anonKey: parsed.data.VITE_SUPABASE_ANON_KEY };
}

let cached: BackendConfig | null | undefined;

export function getBackendConfig(): BackendConfig | null {
  if (cached === undefined) {
    cached = parseBackendConfig({
      VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
      VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
    });
  }
  return cached;
}
