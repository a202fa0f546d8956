import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * docs/product.md §2: every path change scrolls to the top; a link with a hash scrolls to its anchor
 * instead. Back/forward (POP) is left to <ScrollRestoration>, which returns the visitor to where
 * they were.
 */
export function useScrollToTop(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    const pathChanged = previousPathname.current !== pathname;
    previousPathname.current = pathname;
    if (navigationType === "POP") {
      return;
    }
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (anchor) {
      anchor.scrollIntoView();
      return;
    }
    if (pathChanged) {
      window.scrollTo(0, 0);
    }
  }, [pathname, hash, navigationType]);
}
