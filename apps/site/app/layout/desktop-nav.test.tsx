import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mobileMenuLabels, servicesNavGroup } from "@innovatehub/content";
import { renderWithRouter } from "../test/render-with-router";
import { DesktopNav } from "./desktop-nav";

function nav() {
  return screen.getByRole("navigation", { name: mobileMenuLabels.navigation });
}

function servicesButton() {
  return within(nav()).getByRole("button", { name: servicesNavGroup.name });
}

/** Radix gives each trigger an id (its panel refers to it); the static buttons have none. */
async function interactiveMenuArrived() {
  await waitFor(() => expect(servicesButton()).toHaveAttribute("id"));
}

describe("DesktopNav", () => {
  it("renders the closed menu as plain HTML until a visitor reaches it", () => {
    renderWithRouter(<DesktopNav />);
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");
    expect(servicesButton()).not.toHaveAttribute("id");
    expect(within(nav()).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  });

  it("keeps keyboard focus on the same item when the interactive menu takes over", async () => {
    renderWithRouter(<DesktopNav />);
    act(() => servicesButton().focus());
    await interactiveMenuArrived();
    expect(servicesButton()).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(await within(nav()).findByRole("link", { name: servicesNavGroup.links[1]?.name ?? "" })).toBeVisible();
  });

  it("opens a group whose button was pressed before the interactive menu arrived", async () => {
    renderWithRouter(<DesktopNav />);
    act(() => servicesButton().click());
    await interactiveMenuArrived();
    expect(servicesButton()).toHaveAttribute("aria-expanded", "true");
  });

  it("opens the group the pointer rests on when the interactive menu arrives", async () => {
    renderWithRouter(<DesktopNav />);
    await userEvent.hover(servicesButton());
    await interactiveMenuArrived();
    expect(servicesButton()).toHaveAttribute("aria-expanded", "true");
  });

  it("opens nothing when the pointer only passed over a link", async () => {
    renderWithRouter(<DesktopNav />);
    await userEvent.hover(within(nav()).getByRole("link", { name: "About" }));
    await interactiveMenuArrived();
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");
  });
});
