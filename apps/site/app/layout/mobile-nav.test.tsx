import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { companyNavGroup, mobileMenuLabels, servicesNavGroup } from "@innovatehub/content/site";
import { renderWithRouter } from "../test/render-with-router";
import { MOBILE_MENU_ID, MobileNav } from "./mobile-nav";

function toggle() {
  return screen.getByRole("button", { name: /menu/i });
}

function menu() {
  return within(screen.getByRole("navigation", { name: mobileMenuLabels.navigation }));
}

describe("MobileNav", () => {
  it("starts closed, with a labelled toggle that controls the menu", () => {
    renderWithRouter(<MobileNav />);
    expect(toggle()).toHaveAccessibleName(mobileMenuLabels.open);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveAttribute("aria-controls", MOBILE_MENU_ID);
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("opens below the header and is hidden from md up", async () => {
    const user = userEvent.setup();
    renderWithRouter(<MobileNav />);
    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(toggle()).toHaveAccessibleName(mobileMenuLabels.close);
    const nav = screen.getByRole("navigation", { name: mobileMenuLabels.navigation });
    expect(nav).toHaveAttribute("id", MOBILE_MENU_ID);
    expect(nav).toHaveClass("top-14", "md:hidden");
  });

  it("expands and collapses Services and Company independently; both may be open", async () => {
    const user = userEvent.setup();
    renderWithRouter(<MobileNav />);
    await user.click(toggle());
    const services = menu().getByRole("button", { name: servicesNavGroup.name });
    const company = menu().getByRole("button", { name: companyNavGroup.name });
    expect(services).toHaveAttribute("aria-expanded", "false");
    expect(menu().queryByRole("link", { name: "All Services" })).not.toBeInTheDocument();

    await user.click(services);
    expect(services).toHaveAttribute("aria-expanded", "true");
    expect(company).toHaveAttribute("aria-expanded", "false");
    expect(menu().getAllByRole("link").map((link) => link.textContent)).toEqual(
      expect.arrayContaining(servicesNavGroup.links.map((link) => link.name)),
    );

    await user.click(company);
    expect(services).toHaveAttribute("aria-expanded", "true");
    expect(company).toHaveAttribute("aria-expanded", "true");
    expect(menu().getByRole("link", { name: "Blog" })).toBeVisible();

    await user.click(services);
    expect(services).toHaveAttribute("aria-expanded", "false");
    expect(company).toHaveAttribute("aria-expanded", "true");
    expect(menu().queryByRole("link", { name: "All Services" })).not.toBeInTheDocument();
  });

  it("closes when any link is chosen", async () => {
    const user = userEvent.setup();
    renderWithRouter(<MobileNav />);
    await user.click(toggle());
    await user.click(menu().getByRole("button", { name: companyNavGroup.name }));
    await user.click(menu().getByRole("link", { name: "Partners" }));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("closes on Escape and returns focus to the toggle", async () => {
    const user = userEvent.setup();
    renderWithRouter(<MobileNav />);
    await user.click(toggle());
    await user.click(menu().getByRole("button", { name: servicesNavGroup.name }));
    await user.keyboard("{Escape}");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveFocus();
  });
});
