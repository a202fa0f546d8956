import { lazy, Suspense, useEffect, useState } from "react";

const Toaster = lazy(() =>
  import("@innovatehub/ui/sonner").then((module) => ({ default: module.Toaster })),
);

/**
 * The app-level Toaster, loaded after hydration instead of with every page: only forms and the
 * booking dialog raise toasts, and they load on demand too, well after this has mounted. The
 * prerendered HTML has no toaster (it is an empty fixed-position region), so nothing shifts.
 */
export function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
