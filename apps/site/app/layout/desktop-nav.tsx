import { type ComponentType, useCallback, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { DesktopNavHandover } from "./desktop-nav-menu";
import { NAV_ITEM_ATTRIBUTE } from "./desktop-nav-parts";
import { DesktopNavStatic } from "./desktop-nav-static";

function loadDesktopNavMenu() {
  return import("./desktop-nav-menu");
}

type MenuComponent = ComponentType<{ handover?: DesktopNavHandover }>;

/** The item (link path or group id) that has focus inside the static menu, if any. */
function focusedItemIn(nav: HTMLElement | null): string | undefined {
  const active = document.activeElement;
  if (nav === null || active === null || !nav.contains(active)) {
    return undefined;
  }
  return active.closest(`[${NAV_ITEM_ATTRIBUTE}]`)?.getAttribute(NAV_ITEM_ATTRIBUTE) ?? undefined;
}

/**
 * Desktop menu (spec section 2 "Shared header"), from md up. Pages render and hydrate the static menu;
 * the Radix menu with its dropdowns (about 13 KB gzip) loads when a visitor first points at or tabs
 * into it, and takes over in the same task, keeping focus and a group they already asked to open.
 */
export function DesktopNav() {
  const [Menu, setMenu] = useState<MenuComponent | null>(null);
  const staticNav = useRef<HTMLElement>(null);
  const handover = useRef<DesktopNavHandover>({});
  const hoveredGroup = useRef<string | undefined>(undefined);
  const loading = useRef(false);

  const load = useCallback(() => {
    if (loading.current) {
      return;
    }
    loading.current = true;
    loadDesktopNavMenu()
      .then((module) => {
        handover.current = {
          focusedItem: focusedItemIn(staticNav.current),
          // A pointer resting on a group's button opens it, as hovering the Radix one would.
          openGroup: handover.current.openGroup ?? hoveredGroup.current,
        };
        // Synchronous, so no key or click lands between the static menu leaving and focus moving over.
        flushSync(() => setMenu(() => module.DesktopNavMenu));
      })
      .catch(() => {
        // The static links still work; the next contact tries again.
        loading.current = false;
      });
  }, []);

  if (Menu !== null) {
    return <Menu handover={handover.current} />;
  }
  return (
    <DesktopNavStatic
      navRef={staticNav}
      onReach={load}
      onGroupOpen={(group) => {
        handover.current = { ...handover.current, openGroup: group };
        load();
      }}
      onGroupHover={(group) => {
        hoveredGroup.current = group;
      }}
    />
  );
}
