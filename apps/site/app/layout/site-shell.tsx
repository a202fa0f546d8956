import type { ReactNode } from "react";
import { skipLinkLabel } from "@innovatehub/content";
import { useFadeUp } from "../lib/fade-up/use-fade-up";
import { useHydrationMarker } from "../hooks/use-hydration-marker";
import { useScrollToTop } from "../hooks/use-scroll-to-top";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";

/**
 * Every page's frame: skip link, header, the page's <main>, footer; plus the page-wide behaviours
 * (scroll to top on path change, fade-up on scroll).
 */
export function SiteShell({ children }: { children: ReactNode }) {
  useHydrationMarker();
  useScrollToTop();
  useFadeUp();
  return (
    <>
      <SkipLink label={skipLinkLabel} />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
