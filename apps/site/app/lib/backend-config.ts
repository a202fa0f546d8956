import { z } from "zod";

// The site's Content-Security-Policy forbids eval. zod's fast path first probes for it with `new Function`, and a
// CSP reports that probe as a violation even though zod catches the error; parsing without the fast path asks
// nothing of the browser. Set before any schema parses (this module loads with every path to the backend).
z.config({ jitless: true });

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
