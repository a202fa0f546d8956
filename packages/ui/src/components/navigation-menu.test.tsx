import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { axeViolations } from "../test/axe";
import {
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
          <NavigationMenuTrigger>Company</NavigationMenuTrigger>
          <NavigationMenuContent>
            <NavigationMenuLink href="/clients">Clients</NavigationMenuLink>
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

});

describe("NavigationMenu pointer delays (docs/product.md §9)", () => {
  const CLOSE_AFTER_LEAVE_MS = 150;
  const trigger = (name: string) => screen.getByRole("button", { name });
  const rest = (name: string) => fireEvent.pointerMove(trigger(name), { pointerType: "mouse" });
  const leave = (name: string) => fireEvent.pointerLeave(trigger(name), { pointerType: "mouse" });
  const advance = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  const isOpen = (name: string) => trigger(name).getAttribute("aria-expanded") === "true";
  const leaveUntilClosed = (name: string) => {
    leave(name);
    advance(CLOSE_AFTER_LEAVE_MS);
    expect(isOpen(name)).toBe(false);
  };

  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens a dropdown once the pointer has rested on its trigger for 200 ms", () => {
    vi.useFakeTimers();
    render(<SiteMenu />);
    rest("Services");
    advance(199);
    expect(isOpen("Services")).toBe(false);
    advance(1);
    expect(isOpen("Services")).toBe(true);
  });

  it("skips the delay for another dropdown within 300 ms of closing one, not later", () => {
    vi.useFakeTimers();
    render(<SiteMenu />);
    rest("Services");
    advance(200);
    leaveUntilClosed("Services");
    advance(299);
    rest("Company");
    expect(isOpen("Company")).toBe(true);

    leaveUntilClosed("Company");
    advance(300);
    rest("Services");
    expect(isOpen("Services")).toBe(false);
    advance(200);
    expect(isOpen("Services")).toBe(true);
  });
});
