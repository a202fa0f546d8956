import type { Ref } from "react";
import { NavLink } from "react-router";
import {
  headerCta,
  headerNav,
  interfaceIcons,
  mobileMenuLabels,
  type NavGroup,
} from "@innovatehub/content/site";
import { useIsHydrated } from "../hooks/use-is-hydrated";
import { useMobileMenu } from "../hooks/use-mobile-menu";
import { ContentIcon } from "../lib/icons";

export const MOBILE_MENU_ID = "mobile-menu";

const linkBaseClass =
  "flex min-h-11 items-center rounded-md px-3 font-medium text-foreground transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-[current=page]:text-primary";
const linkClass = `${linkBaseClass} text-body`;

type GroupProps = {
  group: NavGroup;
  expanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
};

function MobileNavGroup({ group, expanded, onToggle, onNavigate }: GroupProps) {
  const listId = `${MOBILE_MENU_ID}-${group.id}`;
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={onToggle}
        className={`${linkClass} w-full justify-between`}
      >
        {group.name}
        <ContentIcon
          name={interfaceIcons.expand}
          className={`size-4 transition-transform duration-200 ${expanded ? "rotate-180" : ""}`}
        />
      </button>
      <ul id={listId} hidden={!expanded} className="mt-1 mb-2 ml-3 border-l border-border pl-3">
        {group.links.map((link) => (
          <li key={link.path}>
            <NavLink to={link.path} onClick={onNavigate} className={`${linkBaseClass} text-small`}>
              {link.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The menu's toggle, disabled until the page's scripts run. The one part of the menu that changes at hydration,
 * so that change re-renders this button alone, not every link of the menu (the page's main-thread budget).
 */
function MenuToggle({
  open,
  toggleRef,
  onToggle,
}: {
  open: boolean;
  toggleRef: Ref<HTMLButtonElement>;
  onToggle: () => void;
}) {
  const hydrated = useIsHydrated();
  return (
    <button
      ref={toggleRef}
      type="button"
      disabled={!hydrated}
      aria-expanded={open}
      aria-controls={MOBILE_MENU_ID}
      aria-label={open ? mobileMenuLabels.close : mobileMenuLabels.open}
      onClick={onToggle}
      className="inline-flex size-11 items-center justify-center rounded-md text-foreground transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50"
    >
      <ContentIcon
        name={open ? interfaceIcons.closeMenu : interfaceIcons.openMenu}
        className="size-6"
      />
    </button>
  );
}

/**
 * The mobile menu: a toggle in the 3.5rem bar opens a panel right below it; groups expand
 * independently; any link closes it; never shown from md up. The toggle works only with the page's scripts,
 * so the prerendered one is disabled until then.
 */
export function MobileNav() {
  const menu = useMobileMenu();

  return (
    <div className="md:hidden">
      <MenuToggle open={menu.open} toggleRef={menu.toggleRef} onToggle={menu.toggle} />
      <nav
        id={MOBILE_MENU_ID}
        aria-label={mobileMenuLabels.navigation}
        hidden={!menu.open}
        className="absolute inset-x-0 top-14 h-[calc(100dvh-3.5rem)] overflow-y-auto overscroll-contain border-t border-border bg-background px-4 pt-3 pb-6 shadow-elevation-3 md:hidden"
      >
        <ul className="flex flex-col gap-1">
          {headerNav.map((entry) =>
            entry.kind === "link" ? (
              <li key={entry.path}>
                <NavLink to={entry.path} end onClick={menu.close} className={linkClass}>
                  {entry.name}
                </NavLink>
              </li>
            ) : (
              <MobileNavGroup
                key={entry.id}
                group={entry}
                expanded={menu.isGroupExpanded(entry.id)}
                onToggle={() => menu.toggleGroup(entry.id)}
                onNavigate={menu.close}
              />
            ),
          )}
        </ul>
        <NavLink
          to={headerCta.path}
          onClick={menu.close}
          className="mt-4 flex min-h-11 w-full items-center justify-center rounded-md bg-primary px-4 font-semibold text-primary-foreground transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {headerCta.name}
        </NavLink>
      </nav>
    </div>
  );
}
