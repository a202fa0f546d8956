import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { axeViolations } from "../test/axe";
import {
  NAVIGATION_MENU_DELAY_MS,
  NAVIGATION_MENU_SKIP_DELAY_MS,
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from "./navigation-menu";

function SiteMenu() {
  return (
    <NavigationMenu aria-label="Main">
      <NavigationMenuList>
        <NavigationMenuItem>
          <NavigationMenuTrigger>Services</NavigationMenuTrigger>
          <NavigationMenuContent>
            <ul>
              <li>
                <NavigationMenuLink href="/services/fintech-solutions">Fintech solutions</NavigationMenuLink>
              </li>
              <li>
                <NavigationMenuLink href="/services/ai-solutions">AI solutions</NavigationMenuLink>
              </li>
            </ul>
          </NavigationMenuContent>
        </NavigationMenuItem>
        <NavigationMenuItem>
          <NavigationMenuLink href="/about">About</NavigationMenuLink>
        </NavigationMenuItem>
      </NavigationMenuList>
    </NavigationMenu>
  );
}

describe("NavigationMenu", () => {
  it("renders a labelled navigation landmark and is axe-clean", async () => {
    render(<SiteMenu />);
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
    expect(await axeViolations()).toEqual([]);
  });

  it("opens a submenu from the keyboard and closes it with Escape", async () => {
    render(<SiteMenu />);
    const trigger = screen.getByRole("button", { name: "Services" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(await screen.findByRole("link", { name: "AI solutions" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "false"));
  });

  it("uses the spec's open and skip delays", () => {
    expect(NAVIGATION_MENU_DELAY_MS).toBe(200);
    expect(NAVIGATION_MENU_SKIP_DELAY_MS).toBe(300);
  });
});
