import { NavLink } from "react-router";
import { headerNav, mobileMenuLabels, type NavGroup } from "@innovatehub/content";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationMenuTriggerStyle,
} from "@innovatehub/ui/navigation-menu";
import { cn } from "@innovatehub/ui/lib/utils";

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

/** Desktop menu (spec section 2 "Shared header"), from md up. */
export function DesktopNav() {
  return (
    <NavigationMenu aria-label={mobileMenuLabels.navigation} className="hidden md:flex">
      <NavigationMenuList>
        {headerNav.map((entry) =>
          entry.kind === "link" ? (
            <NavigationMenuItem key={entry.path}>
              <NavigationMenuLink
                asChild
                className={cn(navigationMenuTriggerStyle(), "aria-[current=page]:text-primary")}
              >
                <NavLink to={entry.path} end>
                  {entry.name}
                </NavLink>
              </NavigationMenuLink>
            </NavigationMenuItem>
          ) : (
            <NavigationMenuItem key={entry.id}>
              <NavigationMenuTrigger>{entry.name}</NavigationMenuTrigger>
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
