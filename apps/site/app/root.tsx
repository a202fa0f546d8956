import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { ReactNode } from "react";
import { siteConfig } from "@innovatehub/content/site";
import type { Route } from "./+types/root";
import { SiteShell } from "./layout/site-shell";
import { ErrorScreen } from "./sections/error-screen";
import { DeferredToaster } from "./sections/common/deferred-toaster";
import "./app.css";

// No font preload: the first paint uses the inlined, metric-matched local fallback face, and the brand font
// arrives with the stylesheet after it (scripts/lib/critical-css.mjs).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang={siteConfig.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
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
