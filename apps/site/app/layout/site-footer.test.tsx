import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { company, footerCopy, footerQuickLinks } from "@innovatehub/content/site";
import { renderWithRouter } from "../test/render-with-router";
import { SiteFooter } from "./site-footer";

function footer() {
  return within(screen.getByRole("contentinfo"));
}

describe("SiteFooter", () => {
  it("lists the quick links", () => {
    renderWithRouter(<SiteFooter />);
    const nav = within(screen.getByRole("navigation", { name: footerCopy.quickLinksHeading }));
    expect(nav.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(
      footerQuickLinks.map((link) => link.path),
    );
  });

  it("gives both offices with a map link each", () => {
    renderWithRouter(<SiteFooter />);
    for (const office of company.offices) {
      expect(footer().getByText(office.address)).toBeInTheDocument();
      const mapLink = footer().getByRole("link", { name: new RegExp(`${footerCopy.mapLinkLabel} \\(${office.label}\\)`) });
      expect(mapLink).toHaveAttribute("href", office.mapUrl);
    }
  });

  it("links three phone numbers, the business e-mail and the chat", () => {
    renderWithRouter(<SiteFooter />);
    const telLinks = footer()
      .getAllByRole("link")
      .filter((link) => link.getAttribute("href")?.startsWith("tel:"));
    expect(telLinks).toHaveLength(3);
    expect(footer().getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`);
    expect(footer().getByRole("link", { name: new RegExp(footerCopy.chatLabel) })).toHaveAttribute(
      "href",
      company.chatUrl,
    );
  });

  it("links Facebook, Twitter, Instagram and LinkedIn", () => {
    renderWithRouter(<SiteFooter />);
    for (const name of ["Facebook", "Twitter", "Instagram", "LinkedIn"]) {
      expect(footer().getByRole("link", { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
  });

  it("opens the PlataPay portal in a new tab, safely, and says so", () => {
    renderWithRouter(<SiteFooter />);
    const portal = footer().getByRole("link", { name: new RegExp(footerCopy.portalLabel) });
    expect(portal).toHaveAttribute("href", company.portal.url);
    expect(portal).toHaveAttribute("target", "_blank");
    expect(portal).toHaveAttribute("rel", "noopener noreferrer");
    expect(portal).toHaveAccessibleName(expect.stringContaining(footerCopy.newTabHint));
  });

  it("shows the copyright line with the current year", () => {
    renderWithRouter(<SiteFooter />);
    expect(footer().getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeInTheDocument();
  });
});
