import { writeFile } from "node:fs/promises";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL } from "@innovatehub/local-backend/keys";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { formatHeadersFile } from "@innovatehub/static-host";
import { consoleHeaderRules } from "./scripts/security-headers.mjs";

/** The console's own dev port, next to the site's 5173. */
const DEV_PORT = 5174;

/**
 * The backend the console talks to: VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY from the environment (or an .env
 * file) when set, otherwise the embedded local backend with its well-known public anon key, in dev and build alike.
 * The test command runs the console's e2e at the same time as the site's, each on a local backend of its own
 * (docs/decisions.md D91): VITE_CONSOLE_SUPABASE_URL, which it sets, wins over the VITE_SUPABASE_URL the site's
 * build reads.
 */
function backendEnv(mode: string) {
  const env = loadEnv(mode, import.meta.dirname, "VITE_");
  return {
    VITE_SUPABASE_URL: env.VITE_CONSOLE_SUPABASE_URL || env.VITE_SUPABASE_URL || LOCAL_BACKEND_URL,
    VITE_SUPABASE_ANON_KEY: env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
  };
}

/** Writes `_headers` beside the build, allowing connections to the configured backend only. */
function securityHeaders(backendUrl: string): Plugin {
  return {
    name: "console-security-headers",
    apply: "build",
    async writeBundle(options) {
      const rules = consoleHeaderRules(new URL(backendUrl).origin);
      await writeFile(path.join(options.dir ?? "dist", "_headers"), formatHeadersFile(rules));
    },
  };
}

export default defineConfig(({ mode }) => {
  const backend = backendEnv(mode);
  return {
    plugins: [react(), tailwindcss(), securityHeaders(backend.VITE_SUPABASE_URL)],
    define: {
      "import.meta.env.VITE_SUPABASE_URL": JSON.stringify(backend.VITE_SUPABASE_URL),
      "import.meta.env.VITE_SUPABASE_ANON_KEY": JSON.stringify(backend.VITE_SUPABASE_ANON_KEY),
    },
    server: { host: "127.0.0.1", port: DEV_PORT, strictPort: true },
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [{ name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
          },
        },
      },
    },
  };
});
