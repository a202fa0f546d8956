import { onCLS, onINP, onLCP, type Metric } from "web-vitals";
import { getBackendConfig } from "../../lib/backend-config";
import { connectionTypeOf, deviceClassOf, reportedPathOf } from "./page-view-context";

/** The RPC that stores a report (supabase/migrations/20261127000400_page_vitals.sql); it takes the body as text. */
const REPORT_FUNCTION = "record_page_vitals";

/** navigator.connection.effectiveType, where the browser has the Network Information API. */
function effectiveConnectionType(): string | undefined {
  const connection: unknown = Reflect.get(navigator, "connection");
  if (typeof connection !== "object" || connection === null) {
    return undefined;
  }
  const effectiveType: unknown = Reflect.get(connection, "effectiveType");
  return typeof effectiveType === "string" ? effectiveType : undefined;
}

/**
 * Collects this page view's LCP, INP and CLS and sends them once, when the page is first hidden, with
 * navigator.sendBeacon: a text/plain body (no preflight) and the public key in the query, since a beacon sets no
 * headers. No cookie, no identifier: the page's path, the device class and the connection type only.
 */
export function reportPageVitals(landedPathname: string, notFound: boolean): void {
  const backend = getBackendConfig();
  if (backend === null) {
    return;
  }
  const metrics: Partial<Record<Metric["name"], number>> = {};
  const collect = (metric: Metric) => {
    metrics[metric.name] = metric.value;
  };
  onLCP(collect);
  onINP(collect);
  onCLS(collect);

  const context = {
    path: reportedPathOf(landedPathname, notFound),
    device: deviceClassOf(window.innerWidth),
    connection: connectionTypeOf(effectiveConnectionType()),
  };
  const url = `${backend.url}/rest/v1/rpc/${REPORT_FUNCTION}?apikey=${encodeURIComponent(backend.anonKey)}`;
  // On the window in the bubbling phase: web-vitals hands over its final values in its own capturing listener,
  // which runs first.
  const send = () => {
    if (document.visibilityState !== "hidden" || Object.keys(metrics).length === 0) {
      return;
    }
    window.removeEventListener("visibilitychange", send);
    navigator.sendBeacon(
      url,
      new Blob([JSON.stringify({ ...context, metrics })], { type: "text/plain" }),
    );
  };
  window.addEventListener("visibilitychange", send);
  // Like data-hydrated: end-to-end tests wait for it before they hide the page.
  document.documentElement.dataset.pageVitals = "listening";
}
