import { writeFile } from "node:fs/promises";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { consoleHeaderRules, formatHeaderRules } from "./scripts/security-headers.mjs";

/** The console's own dev port, next to the site's 5173. */
const DEV_PORT = 5174;

/** Writes `_headers` beside the build, allowing connections to the configured backend only. */
function securityHeaders(mode: string): Plugin {
  return {
    name: "console-security-headers",
    apply: "build",
    async writeBundle(options) {
      const env = loadEnv(mode, import.meta.dirname, "VITE_");
      if (!env.VITE_SUPABASE_URL) {
        throw new Error(
          "A console build needs VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY (see .env.development).",
        );
      }
      const origin = new URL(env.VITE_SUPABASE_URL).origin;
      await writeFile(
        path.join(options.dir ?? "dist", "_headers"),
        formatHeaderRules(consoleHeaderRules(origin)),
      );
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), securityHeaders(mode)],
  server: { host: "127.0.0.1", port: DEV_PORT, strictPort: true },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
}));
