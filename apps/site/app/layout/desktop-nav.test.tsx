import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  companyNavGroup,
  mobileMenuLabels,
  NAVIGATION_MENU_DELAY_MS,
  NAVIGATION_MENU_SKIP_DELAY_MS,
  servicesNavGroup,
} from "@innovatehub/content/site";
import { renderWithRouter } from "../test/render-with-router";
import { DesktopNav } from "./desktop-nav";

function nav() {
  return screen.getByRole("navigation", { name: mobileMenuLabels.navigation });
}

function groupButton(name: string) {
  return within(nav()).getByRole("button", { name });
}

function firstLinkOf(group: { links: readonly { name: string }[] }) {
  return within(nav()).getByRole("link", { name: group.links[0]?.name ?? "" });
}

function mouse(type: "pointerEnter" | "pointerLeave", element: Element) {
  fireEvent[type](element, { pointerType: "mouse" });
}

describe("DesktopNav", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("renders every link and both groups closed, with the groups' links in the HTML", () => {
    renderWithRouter(<DesktopNav />);
    expect(within(nav()).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(groupButton(servicesNavGroup.name)).toHaveAttribute("aria-expanded", "false");
    expect(groupButton(companyNavGroup.name)).toHaveAttribute("aria-expanded", "false");
    expect(within(nav()).queryByRole("link", { name: servicesNavGroup.links[0]?.name ?? "" })).toBeNull();
  });

  it("opens a group with Enter, lists its links in order, and Escape closes it and keeps focus on its button", async () => {
    renderWithRouter(<DesktopNav />);
    groupButton(servicesNavGroup.name).focus();
    await userEvent.keyboard("{Enter}");
    expect(groupButton(servicesNavGroup.name)).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(groupButton(servicesNavGroup.name).getAttribute("aria-controls") ?? "");
    expect(within(panel ?? nav()).getAllByRole("link").map((link) => link.textContent)).toEqual(
      servicesNavGroup.links.map((link) => link.name),
    );
    await userEvent.keyboard("{Escape}");
    expect(groupButton(servicesNavGroup.name)).toHaveAttribute("aria-expanded", "false");
    expect(groupButton(servicesNavGroup.name)).toHaveFocus();
  });

  it("moves along the bar with the arrow keys and into an open group with ArrowDown", async () => {
    renderWithRouter(<DesktopNav />);
    within(nav()).getByRole("link", { name: "About" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(groupButton(servicesNavGroup.name)).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(firstLinkOf(servicesNavGroup)).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(within(nav()).getByRole("link", { name: servicesNavGroup.links[1]?.name ?? "" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(groupButton(servicesNavGroup.name)).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(within(nav()).getByRole("link", { name: "Contact" })).toHaveFocus();
  });

  it("opens a group after the mouse rests on it for the open delay, and switches at once while one is open", () => {
    vi.useFakeTimers();
    renderWithRouter(<DesktopNav />);
    const services = groupButton(servicesNavGroup.name);
    mouse("pointerEnter", services);
    act(() => vi.advanceTimersByTime(NAVIGATION_MENU_DELAY_MS - 1));
    expect(services).toHaveAttribute("aria-expanded", "false");
    act(() => vi.advanceTimersByTime(1));
    expect(services).toHaveAttribute("aria-expanded", "true");

    const company = groupButton(companyNavGroup.name);
    mouse("pointerLeave", services);
    mouse("pointerEnter", company);
    expect(company).toHaveAttribute("aria-expanded", "true");
    expect(services).toHaveAttribute("aria-expanded", "false");
  });

  it("skips the open delay only within the skip delay after a group closed", () => {
    vi.useFakeTimers();
    renderWithRouter(<DesktopNav />);
    const services = groupButton(servicesNavGroup.name);
    act(() => services.click());
    mouse("pointerEnter", services);
    mouse("pointerLeave", services);
    act(() => vi.advanceTimersByTime(NAVIGATION_MENU_SKIP_DELAY_MS + 1));
    mouse("pointerEnter", services);
    expect(services).toHaveAttribute("aria-expanded", "false");
    act(() => vi.advanceTimersByTime(NAVIGATION_MENU_DELAY_MS));
    expect(services).toHaveAttribute("aria-expanded", "true");
  });

  it("a pointer that only passes over a group opens nothing", () => {
    vi.useFakeTimers();
    renderWithRouter(<DesktopNav />);
    const services = groupButton(servicesNavGroup.name);
    mouse("pointerEnter", services);
    mouse("pointerLeave", services);
    act(() => vi.advanceTimersByTime(NAVIGATION_MENU_DELAY_MS));
    expect(services).toHaveAttribute("aria-expanded", "false");
  });

  it("a click toggles a group, and moving focus out of the menu closes it", async () => {
    renderWithRouter(
      <>
        <DesktopNav />
        <button type="button">Elsewhere</button>
      </>,
    );
    await userEvent.click(groupButton(companyNavGroup.name));
    expect(groupButton(companyNavGroup.name)).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(groupButton(companyNavGroup.name));
    expect(groupButton(companyNavGroup.name)).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(groupButton(companyNavGroup.name));
    await userEvent.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(groupButton(companyNavGroup.name)).toHaveAttribute("aria-expanded", "false");
  });
});
