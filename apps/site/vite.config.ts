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
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // lucide's runtime (not its icons) in a chunk of its own: left to the automatic split it joins
            // whichever shared chunk has the same importers (the Button's), so pages without icons load it.
            // React, which it imports, is claimed first by its own group so it does not follow lucide in.
            { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // React Router 8's modules otherwise spread over the shared chunks of the pages that import them (one
            // of them named after the site's content); in one chunk of their own they compress as one.
            { name: "react-router", test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 2 },
            { name: "lucide-runtime", test: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/, priority: 1 },
            // Small modules every page's shell reads (the site's facts, the business hours, the content's constants,
            // the not-found route's names): left to the automatic split each is a chunk of its own, and each chunk
            // costs a request's worth of bytes; together they compress as one.
            {
              name: "site-facts",
              test: /([\\/]packages[\\/]content[\\/]src[\\/](site|constants)\.ts|[\\/]packages[\\/]domain[\\/]src[\\/]business-hours\.ts|[\\/]app[\\/]lib[\\/]not-found-path\.ts)$/,
              priority: 1,
            },
            // The same for the small parts most pages draw (an action link, a section heading, the fade-up, the
            // closing call to action, the icon, the meta helpers): one chunk instead of eight.
            {
              name: "site-parts",
              test: /[\\/]app[\\/](sections[\\/](action-link|cta-block|common[\\/]section-heading)\.tsx|lib[\\/](fade-up[\\/]fade-up\.ts|icons\.tsx|search-param-choice\.tsx|meta\.ts)|hooks[\\/]use-is-hydrated\.ts)$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
