import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import {
  legacyRedirects,
  sitePaths,
  manageBookingPage,
  unsubscribePage,
  becomeAnAgentPage,
} from "@innovatehub/content/site";
import { NOT_FOUND_PRERENDER_PATH } from "./app/lib/not-found-path";
import { formatRedirectsFile } from "@innovatehub/static-host";
import { writeSeoFiles } from "./app/lib/seo/write-seo-files";

const PERMANENT_REDIRECT = 301;

/**
 * Static site (docs/decisions.md D1): every page of the route table (blog articles included), every legacy redirect (as a
 * page that also redirects without JavaScript) and the not-found page, which
 * scripts/postbuild.mjs turns into 404.html.
 */
export default {
  ssr: false,
  // Lazy route discovery needs a server endpoint; a folder of static files has none.
  routeDiscovery: { mode: "initial" },
  prerender: [
    ...sitePaths,
    ...legacyRedirects.map((redirect) => redirect.from),
    // Private (noindex, not in the sitemap): the pages behind the links in booking, inquiry and agent e-mails.
    manageBookingPage.path,
    unsubscribePage.path,
    becomeAnAgentPage.statusPaths.en,
    becomeAnAgentPage.statusPaths.fil,
    NOT_FOUND_PRERENDER_PATH,
  ],
  async buildEnd({ reactRouterConfig }) {
    // Hosts that read `_redirects` (Netlify, Cloudflare Pages) answer the old paths with a real 301.
    const redirects = legacyRedirects.map(({ from, to }) => ({
      from,
      to,
      status: PERMANENT_REDIRECT,
    }));
    await writeFile(
      path.join(reactRouterConfig.buildDirectory, "client", "_redirects"),
      formatRedirectsFile(redirects),
    );
    // sitemap.xml, robots.txt, llms.txt, the blog's RSS feed, the social preview image and every page's JSON-LD,
    // so search engines, feed readers and language models find every page and the company behind it.
    await writeSeoFiles(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
