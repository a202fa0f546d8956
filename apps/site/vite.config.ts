import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    // Unset means the content default (app/lib/site-url.ts).
    "import.meta.env.SITE_ORIGIN": JSON.stringify(process.env.SITE_ORIGIN),
    "import.meta.env.BUILD_YEAR": JSON.stringify(new Date().getFullYear()),
  },
  server: { host: "127.0.0.1" },
});
