import { useLayoutEffect, useRef, useState } from "react";
import { NavLink } from "react-router";
import { headerNav, mobileMenuLabels, type NavGroup } from "@innovatehub/content";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from "@innovatehub/ui/navigation-menu";
import { cn } from "@innovatehub/ui/lib/utils";
import { DESKTOP_NAV_CLASS, NAV_ITEM_ATTRIBUTE, navItemSelector, topLinkClass } from "./desktop-nav-parts";

/** What the visitor was doing with the static menu when this one took its place. */
export type DesktopNavHandover = {
  /** The item (link path or group id) that had focus; it gets focus again. */
  focusedItem?: string;
  /** A group the visitor asked to open (click, Enter or Space on its button) or points at. */
  openGroup?: string;
};

function GroupPanel({ group }: { group: NavGroup }) {
  const wide = group.links.length > 4;
  return (
    <ul className={cn("grid gap-1 p-2", wide ? "w-[32rem] grid-cols-2" : "w-56")}>
      {group.links.map((link) => (
        <li key={link.path}>
          <NavigationMenuLink
            asChild
            className="block px-3 py-2.5 font-medium aria-[current=page]:text-primary"
          >
            <NavLink to={link.path}>{link.name}</NavLink>
          </NavigationMenuLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The desktop menu with its dropdowns (Radix NavigationMenu, spec section 2 "Shared header"). It is
 * loaded when the visitor first reaches the static menu (desktop-nav.tsx) and takes over where they were.
 */
export function DesktopNavMenu({ handover = {} }: { handover?: DesktopNavHandover }) {
  const navRef = useRef<HTMLElement>(null);
  const [openGroup, setOpenGroup] = useState(handover.openGroup ?? "");
  // Only the moment of the handover counts; later focus is the menu's own.
  const [focusedAtHandover] = useState(handover.focusedItem);

  useLayoutEffect(() => {
    if (focusedAtHandover !== undefined) {
      navRef.current?.querySelector<HTMLElement>(navItemSelector(focusedAtHandover))?.focus();
    }
  }, [focusedAtHandover]);

  return (
    <NavigationMenu
      ref={navRef}
      aria-label={mobileMenuLabels.navigation}
      className={DESKTOP_NAV_CLASS}
      value={openGroup}
      onValueChange={setOpenGroup}
    >
      <NavigationMenuList>
        {headerNav.map((entry) =>
          entry.kind === "link" ? (
            <NavigationMenuItem key={entry.path}>
              <NavigationMenuLink asChild className={topLinkClass}>
                <NavLink to={entry.path} end {...{ [NAV_ITEM_ATTRIBUTE]: entry.path }}>
                  {entry.name}
                </NavLink>
              </NavigationMenuLink>
            </NavigationMenuItem>
          ) : (
            <NavigationMenuItem key={entry.id} value={entry.id}>
              <NavigationMenuTrigger {...{ [NAV_ITEM_ATTRIBUTE]: entry.id }}>{entry.name}</NavigationMenuTrigger>
              <NavigationMenuContent>
                <GroupPanel group={entry} />
              </NavigationMenuContent>
            </NavigationMenuItem>
          ),
        )}
      </NavigationMenuList>
    </NavigationMenu>
  );
}
