/** Where the browser reaches the backend (docs/product.md §12): the public anon key only. */
export type BackendConfig = { url: string; anonKey: string };

type BackendEnv = { VITE_SUPABASE_URL?: string; VITE_SUPABASE_ANON_KEY?: string };

const BACKEND_PROTOCOLS: ReadonlySet<string> = new Set(["http:", "https:"]);

/*
 * Checked with the platform's URL parser, not the form engine's schema library: this module is in the page-speed
 * report's chunk, which a sample of every page's views loads after hydration, and the schema library cost that chunk
 * more bytes and start-up time than the report itself (docs/decisions.md D89).
 */
function isBackendUrl(value: string): boolean {
  try {
    return BACKEND_PROTOCOLS.has(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Reads the configuration; absent or malformed values mean "no backend" (`null`). */
export function parseBackendConfig(env: BackendEnv): BackendConfig | null {
  const url = env.VITE_SUPABASE_URL?.trim();
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim();
  if (!url || !anonKey || !isBackendUrl(url)) {
    return null;
  }
  return { url, anonKey };
}

let cached: BackendConfig | null | undefined;

/** The configuration the build was given, read once. */
export function getBackendConfig(): BackendConfig | null {
  if (cached === undefined) {
    cached = parseBackendConfig({
      VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
      VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
    });
  }
  return cached;
}
