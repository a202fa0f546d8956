import { type PointerEvent, useEffect, useRef } from "react";
import { NavLink } from "react-router";
import {
  headerNav,
  interfaceIcons,
  mobileMenuLabels,
  type NavGroup,
} from "@innovatehub/content/site";
import { navigationMenuTriggerStyle } from "@innovatehub/ui/navigation-menu";
import { useDesktopMenu } from "../hooks/use-desktop-menu";
import { useIsHydrated } from "../hooks/use-is-hydrated";
import { ContentIcon } from "../lib/icons";

const PANEL_ID_PREFIX = "desktop-nav";
/** The bar's own links and group buttons, along which the arrow keys move. */
const TOP_ITEMS = ":scope > ul > li > :first-child";

const topLinkClass = `${navigationMenuTriggerStyle()} aria-[current=page]:text-primary`;
const panelLinkClass =
  "block rounded-md px-3 py-2.5 text-small font-medium transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 aria-[current=page]:text-primary";

/** Only a mouse hovers; touch and pen open a group with a tap, like a click. */
function whenMouse(handler: () => void) {
  return (event: PointerEvent) => {
    if (event.pointerType === "mouse") {
      handler();
    }
  };
}

/** Moves focus one step along the `selector` matches in `container` (no wrapping), or to the first or last. */
function moveFocus(
  container: Element,
  selector: string,
  current: HTMLElement,
  key: string,
): boolean {
  const items = [...container.querySelectorAll<HTMLElement>(selector)];
  const index = items.indexOf(current);
  const target = {
    ArrowRight: items[index + 1],
    ArrowDown: items[index + 1],
    ArrowLeft: items[index - 1],
    ArrowUp: items[index - 1],
    Home: items[0],
    End: items.at(-1),
  }[key];
  target?.focus();
  return target !== undefined;
}

function GroupPanel({
  group,
  open,
  onNavigate,
}: {
  group: NavGroup;
  open: boolean;
  onNavigate: () => void;
}) {
  const wide = group.links.length > 4;
  return (
    <div
      id={`${PANEL_ID_PREFIX}-${group.id}`}
      hidden={!open}
      className="absolute top-full left-0 z-50 pt-2"
    >
      <ul
        className={`grid animate-pop-in gap-1 rounded-lg border border-border bg-popover p-2 text-popover-foreground shadow-elevation-2 ${wide ? "w-[32rem] grid-cols-2" : "w-56"}`}
      >
        {group.links.map((link) => (
          <li key={link.path}>
            <NavLink to={link.path} onClick={onNavigate} className={panelLinkClass}>
              {link.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A group's button, disabled until the page's scripts run. The one part of the bar that changes at hydration,
 * so that change re-renders these buttons alone, not every link of the menu (the page's main-thread budget).
 */
function GroupToggle({
  group,
  open,
  onToggle,
}: {
  group: NavGroup;
  open: boolean;
  onToggle: () => void;
}) {
  const hydrated = useIsHydrated();
  return (
    <button
      type="button"
      disabled={!hydrated}
      aria-expanded={open}
      aria-controls={`${PANEL_ID_PREFIX}-${group.id}`}
      data-state={open ? "open" : "closed"}
      className={navigationMenuTriggerStyle()}
      onClick={onToggle}
    >
      {group.name}
      <ContentIcon
        name={interfaceIcons.expand}
        className="size-3.5 transition-transform duration-200 group-data-[state=open]:rotate-180"
      />
    </button>
  );
}

/**
 * The desktop menu, from md up (phones use the mobile menu): links and two dropdown groups as a disclosure
 * navigation. A group opens with a click, Enter or Space, or after resting the mouse on its button; arrow
 * keys move along the bar and through an open group, Escape closes it and returns focus to its button, and
 * following one of its links closes it. The group buttons work only with the page's scripts, so the
 * prerendered ones are disabled until then (the bar's own links work from the first paint).
 */
export function DesktopNav() {
  const menu = useDesktopMenu();
  const navRef = useRef<HTMLElement>(null);
  const focusFirstLink = useRef(false);

  useEffect(() => {
    if (menu.openGroup !== null && focusFirstLink.current) {
      focusFirstLink.current = false;
      navRef.current
        ?.querySelector<HTMLElement>(`#${PANEL_ID_PREFIX}-${menu.openGroup} a`)
        ?.focus();
    }
  }, [menu.openGroup]);

  useEffect(() => {
    const nav = navRef.current;
    if (nav === null) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement)) {
        return;
      }
      if (event.key === "Escape" && menu.openGroup !== null) {
        nav
          .querySelector<HTMLElement>(`[aria-controls="${PANEL_ID_PREFIX}-${menu.openGroup}"]`)
          ?.focus();
        menu.close();
        return;
      }
      const inPanel = target.closest(`[id^="${PANEL_ID_PREFIX}-"]`);
      if (inPanel !== null) {
        if (moveFocus(inPanel, "a", target, event.key)) {
          event.preventDefault();
        }
        return;
      }
      const group = target.closest("li[data-group]")?.getAttribute("data-group") ?? null;
      if (event.key === "ArrowDown" && group !== null) {
        event.preventDefault();
        // Its first link takes focus once the group is shown (the effect above).
        focusFirstLink.current = true;
        menu.open(group);
        return;
      }
      const alongBar = event.key !== "ArrowDown" && event.key !== "ArrowUp";
      if (alongBar && moveFocus(nav, TOP_ITEMS, target, event.key)) {
        event.preventDefault();
      }
    };
    nav.addEventListener("keydown", onKeyDown);
    return () => nav.removeEventListener("keydown", onKeyDown);
  });

  return (
    <nav
      ref={navRef}
      aria-label={mobileMenuLabels.navigation}
      data-slot="desktop-nav"
      className="hidden md:flex"
      onBlur={(event) => {
        if (
          !(event.relatedTarget instanceof Node) ||
          !event.currentTarget.contains(event.relatedTarget)
        ) {
          menu.close();
        }
      }}
    >
      <ul className="relative flex list-none items-center gap-1">
        {headerNav.map((entry) =>
          entry.kind === "link" ? (
            <li key={entry.path}>
              <NavLink to={entry.path} end className={topLinkClass}>
                {entry.name}
              </NavLink>
            </li>
          ) : (
            <li
              key={entry.id}
              data-group={entry.id}
              onPointerEnter={whenMouse(() => menu.pointerEnter(entry.id))}
              onPointerLeave={whenMouse(menu.close)}
            >
              <GroupToggle
                group={entry}
                open={menu.openGroup === entry.id}
                onToggle={() => menu.toggle(entry.id)}
              />
              <GroupPanel
                group={entry}
                open={menu.openGroup === entry.id}
                onNavigate={menu.close}
              />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
