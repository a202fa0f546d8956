import { Link } from "react-router";
import { HEADER_SCROLL_THRESHOLD_PX, headerCta } from "@innovatehub/content/site";
import { Button } from "@innovatehub/ui/button";
import { cn } from "@innovatehub/ui/lib/utils";
import { useScrolledPast } from "../hooks/use-scrolled-past";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";

/**
 * The shared header: sticky, transparent at the top and solid white once the page has scrolled past
 * 50 px; as tall as --header-height (3.5rem on phones, 4.5rem from md), which in-page anchors also read.
 */
export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  return (
    <header
      data-slot="site-header"
      data-scrolled={scrolled}
      className={cn(
        "sticky top-0 z-40 transition-[background-color,box-shadow] duration-200",
        scrolled ? "bg-background shadow-elevation-2" : "bg-transparent",
      )}
    >
      <div className="mx-auto flex h-(--header-height) max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
        >
          <Logo />
        </Link>
        <DesktopNav />
        <div className="flex items-center gap-2">
          <Button asChild className="max-md:hidden">
            <Link to={headerCta.path}>{headerCta.name}</Link>
          </Button>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
