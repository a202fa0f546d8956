import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HEADER_SCROLL_THRESHOLD_PX, headerCta, mobileMenuLabels } from "@innovatehub/content/site";
import { renderWithRouter } from "../test/render-with-router";
import { SiteHeader } from "./site-header";

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

function header() {
  return screen.getByRole("banner");
}

describe("SiteHeader", () => {
  afterEach(() => scrollWindowTo(0));

  it("is transparent at the top and solid white after 50 px of scrolling", () => {
    renderWithRouter(<SiteHeader />);
    expect(header()).toHaveAttribute("data-scrolled", "false");
    expect(header()).toHaveClass("bg-transparent");

    scrollWindowTo(HEADER_SCROLL_THRESHOLD_PX + 1);
    expect(header()).toHaveAttribute("data-scrolled", "true");
    expect(header()).toHaveClass("bg-background");

    scrollWindowTo(HEADER_SCROLL_THRESHOLD_PX - 10);
    expect(header()).toHaveAttribute("data-scrolled", "false");
  });

  it("offers the desktop menu in the spec's order with both dropdown triggers", () => {
    renderWithRouter(<SiteHeader />);
    const nav = screen.getAllByRole("navigation", { name: mobileMenuLabels.navigation })[0];
    if (!nav) {
      throw new Error("desktop navigation missing");
    }
    const items = within(nav)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement?.parentElement === nav);
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual([
      "Home",
      "About",
      "Services",
      "Company",
      "Contact",
    ]);
    expect(within(nav).getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "false");
    expect(within(nav).getByRole("button", { name: "Company" })).toBeInTheDocument();
  });

  it("has a Contact Us call to action leading to /contact", () => {
    renderWithRouter(<SiteHeader />);
    const cta = within(header())
      .getAllByRole("link", { name: headerCta.name })
      .find((link) => !link.closest("[hidden]"));
    expect(cta).toHaveAttribute("href", headerCta.path);
  });
});
