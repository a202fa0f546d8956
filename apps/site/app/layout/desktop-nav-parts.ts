import { cn } from "@innovatehub/ui/lib/utils";
import { navigationMenuTriggerStyle } from "@innovatehub/ui/lib/navigation-menu-styles";

/** The desktop menu shows from md up; phones use the mobile menu. */
export const DESKTOP_NAV_CLASS = "hidden md:flex";

/** Marks each top-level item (link path or group id) in both menus, so focus can move across the swap. */
export const NAV_ITEM_ATTRIBUTE = "data-nav-item";

export function navItemSelector(item: string): string {
  return `[${NAV_ITEM_ATTRIBUTE}="${CSS.escape(item)}"]`;
}

/** A top-level link looks like a group's button and is marked while its page is shown. */
export const topLinkClass = cn(navigationMenuTriggerStyle(), "aria-[current=page]:text-primary");
