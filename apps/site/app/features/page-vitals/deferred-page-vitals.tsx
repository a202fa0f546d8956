import { lazy, Suspense } from "react";
import { useIsHydrated } from "../../hooks/use-is-hydrated";

const PageVitalsReporter = lazy(() => import("./page-vitals-reporter"));

/**
 * The page-speed report (docs/decisions.md D69) in a chunk of its own, mounted after hydration: no part of it is in
 * a page's first load, and the page is drawn the same with or without it (it renders nothing).
 */
export function DeferredPageVitals() {
  return useIsHydrated() ? (
    <Suspense fallback={null}>
      <PageVitalsReporter />
    </Suspense>
  ) : null;
}
