import type { ReactNode } from "react";
import { skipLinkLabel } from "@innovatehub/content/site";
import { useBrandFontForNextVisit } from "../hooks/use-brand-font-for-next-visit";
import { useFadeUp } from "../lib/fade-up/use-fade-up";
import { useFirstTouch } from "../hooks/use-first-touch";
import { useHydrationMarker } from "../hooks/use-hydration-marker";
import { useScrollToTop } from "../hooks/use-scroll-to-top";
import { DeferredPageVitals } from "../features/page-vitals/deferred-page-vitals";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";

/**
 * Every page's frame: skip link, header, the page's <main>, footer; plus the page-wide behaviours
 * (scroll to top on path change, fade-up on scroll, the visit's first-touch source, the brand font fetched
 * for the next page load, a sample of views reporting their real speed).
 */
export function SiteShell({ children }: { children: ReactNode }) {
  useHydrationMarker();
  useScrollToTop();
  useFadeUp();
  useFirstTouch();
  useBrandFontForNextVisit();
  return (
    <>
      <SkipLink label={skipLinkLabel} />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <DeferredPageVitals />
    </>
  );
}
