import type { RefObject } from "react";
import { NavLink } from "react-router";
import { headerNav, interfaceIcons, mobileMenuLabels } from "@innovatehub/content";
import { cn } from "@innovatehub/ui/lib/utils";
import {
  navigationMenuChevronClass,
  navigationMenuItemClass,
  navigationMenuListClass,
  navigationMenuRootClass,
  navigationMenuTriggerStyle,
} from "@innovatehub/ui/lib/navigation-menu-styles";
import { ContentIcon } from "../lib/icons";
import { DESKTOP_NAV_CLASS, NAV_ITEM_ATTRIBUTE, topLinkClass } from "./desktop-nav-parts";

type DesktopNavStaticProps = {
  navRef: RefObject<HTMLElement | null>;
  /** The visitor reached the menu (pointer, focus): time to load the interactive one. */
  onReach: () => void;
  /** The visitor pressed a group's button before the interactive menu arrived. */
  onGroupOpen: (group: string) => void;
  /** The pointer moved onto a group's button, or off it (undefined). */
  onGroupHover: (group: string | undefined) => void;
};

/**
 * The closed desktop menu as plain HTML, styled exactly like the Radix one (desktop-nav-menu.tsx) that
 * replaces it on first contact: its links work without scripts, and phones, which never show it, never
 * load the Radix code.
 */
export function DesktopNavStatic({ navRef, onReach, onGroupOpen, onGroupHover }: DesktopNavStaticProps) {
  return (
    <nav
      ref={navRef}
      aria-label={mobileMenuLabels.navigation}
      data-slot="navigation-menu"
      className={cn(navigationMenuRootClass, DESKTOP_NAV_CLASS)}
      onPointerEnter={onReach}
      onFocus={onReach}
    >
      <div className="relative">
        <ul data-slot="navigation-menu-list" className={navigationMenuListClass}>
          {headerNav.map((entry) => (
            <li key={entry.kind === "link" ? entry.path : entry.id} data-slot="navigation-menu-item" className={navigationMenuItemClass}>
              {entry.kind === "link" ? (
                <NavLink to={entry.path} end className={topLinkClass} {...{ [NAV_ITEM_ATTRIBUTE]: entry.path }}>
                  {entry.name}
                </NavLink>
              ) : (
                <button
                  type="button"
                  data-slot="navigation-menu-trigger"
                  data-state="closed"
                  aria-expanded="false"
                  className={navigationMenuTriggerStyle()}
                  onClick={() => onGroupOpen(entry.id)}
                  onPointerEnter={() => onGroupHover(entry.id)}
                  onPointerLeave={() => onGroupHover(undefined)}
                  {...{ [NAV_ITEM_ATTRIBUTE]: entry.id }}
                >
                  {entry.name}
                  <ContentIcon name={interfaceIcons.expand} className={navigationMenuChevronClass} />
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
