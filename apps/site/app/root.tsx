import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { ReactNode } from "react";
import { siteConfig } from "@innovatehub/content/site";
import type { Route } from "./+types/root";
import { SiteShell } from "./layout/site-shell";
import { ErrorScreen } from "./sections/error-screen";
import { DeferredToaster } from "./sections/common/deferred-toaster";
import { MAIN_CONTENT_ID } from "./layout/skip-link";
import "./app.css";
import { brandFontHeadScript } from "./lib/brand-font";
import faviconSvg from "../public/favicon.svg?raw";
// The file the kit's @font-face names (one asset: both resolve to the same package file).
import brandFontUrl from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";

/*
 * No font preload: a first page view paints in the inlined, metric-matched fallback face; the head script lets
 * later page loads use the brand font from the cache (lib/brand-font.ts). `<html>` is exempt from hydration
 * warnings because that script may add its attribute before React hydrates.
 *
 * The icon rides in the prerendered document as a data URI: a linked icon file is requested while the page is
 * still parsing, on the path to every page's largest paint. The icon and the head script are rendered on the
 * server only, so their bytes stay out of every page's JavaScript; React 19 leaves head nodes it did not render
 * in place when it hydrates. public/favicon.svg stays for the structured data's logo.
 *
 * The first rendering waits until the parser has reached <main>: on a slow phone Chrome may otherwise paint a
 * half-parsed header, whose centred menu then moves as its later items and the call to action arrive (a layout
 * shift; measured 0.012 on /all-services at 1366 px with the CPU slowed 4-6x). The HTML is one response, so
 * this waits on parsing only, never on the network.
 */
const serverOnlyBrandFontScript = import.meta.env.SSR
  ? brandFontHeadScript(brandFontUrl)
  : undefined;
const serverOnlyIconHref = import.meta.env.SSR
  ? `data:image/svg+xml,${encodeURIComponent(faviconSvg)}`
  : undefined;

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang={siteConfig.locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="expect" href={`#${MAIN_CONTENT_ID}`} blocking="render" />
        {serverOnlyBrandFontScript ? (
          <script dangerouslySetInnerHTML={{ __html: serverOnlyBrandFontScript }} />
        ) : null}
        {serverOnlyIconHref ? (
          <link rel="icon" href={serverOnlyIconHref} type="image/svg+xml" />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <DeferredToaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
