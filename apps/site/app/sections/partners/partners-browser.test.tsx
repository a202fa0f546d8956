import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { partnerCategories, partners, partnersPage } from "@innovatehub/content/site";
import { renderWithRouter } from "../../test/render-with-router";
import { PartnersBrowser } from "./partners-browser";

function partnerNames() {
  return screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
}

function renderBrowser() {
  return renderWithRouter(<PartnersBrowser partners={partners} categories={partnerCategories} />);
}

describe("PartnersBrowser", () => {
  it("opens on By Category, grouping every partner under its category heading", () => {
    renderBrowser();
    expect(screen.getByRole("tab", { name: partnersPage.byCategoryTab })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    for (const category of partnerCategories) {
      const heading = screen.getByRole("heading", { level: 2, name: category });
      const group = heading.closest("section");
      if (group === null) {
        throw new Error(`no section for ${category}`);
      }
      const names = within(group)
        .getAllByRole("heading", { level: 3 })
        .map((title) => title.textContent);
      expect(names).toEqual(
        partners.filter((partner) => partner.category === category).map((partner) => partner.name),
      );
    }
  });

  it("filters the All Partners tab by category, defaulting to all", async () => {
    const user = userEvent.setup();
    renderBrowser();
    await user.click(screen.getByRole("tab", { name: partnersPage.allPartnersTab }));
    const filters = within(screen.getByRole("group", { name: partnersPage.categoryFilterLabel }));
    expect(filters.getAllByRole("button").map((button) => button.textContent)).toEqual([
      partnersPage.allCategories,
      ...partnerCategories,
    ]);
    expect(filters.getByRole("button", { name: partnersPage.allCategories })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(partnerNames()).toHaveLength(partners.length);

    await user.click(filters.getByRole("button", { name: "Logistics" }));
    expect(filters.getByRole("button", { name: "Logistics" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(filters.getByRole("button", { name: partnersPage.allCategories })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(partnerNames()).toEqual(["LBC"]);
    expect(screen.getByRole("status")).toHaveTextContent(partnersPage.partnerCount(1));

    await user.click(filters.getByRole("button", { name: partnersPage.allCategories }));
    expect(partnerNames()).toHaveLength(partners.length);
  });

  it("expands and collapses a card's details with Show More / Show Less", async () => {
    const user = userEvent.setup();
    renderBrowser();
    const partner = partners.find((candidate) => candidate.id === "lbc");
    if (partner?.details === undefined) {
      throw new Error("LBC should have details");
    }
    const card = within(
      screen.getByRole("heading", { level: 3, name: partner.name }).closest("article") ??
        document.body,
    );
    const toggle = card.getByRole("button", { name: partnersPage.showMore });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panelId = toggle.getAttribute("aria-controls") ?? "";
    const panel = document.getElementById(panelId);
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(card.getByText(partner.description)).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveTextContent(partnersPage.showLess);
    expect(card.getByText(partner.details)).toBeVisible();
    expect(card.getByText(partner.description)).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveTextContent(partnersPage.showMore);
    expect(panel).not.toBeVisible();
  });

  it("shows only the description, with no toggle, when a partner has no details or integrations", () => {
    renderBrowser();
    const partner = partners.find((candidate) => candidate.id === "cti-communigate");
    if (partner === undefined) {
      throw new Error("CTI should exist");
    }
    const card = within(
      screen.getByRole("heading", { level: 3, name: partner.name }).closest("article") ??
        document.body,
    );
    expect(card.getByText(partner.description)).toBeVisible();
    expect(card.queryByRole("button")).not.toBeInTheDocument();
  });

  it("gives the first four categories their own icons and the others the default", () => {
    renderBrowser();
    const icons = partnerCategories.map((category) => {
      const heading = screen.getByRole("heading", { level: 2, name: category });
      return heading.parentElement?.querySelector("svg")?.getAttribute("data-icon");
    });
    expect(new Set(icons.slice(0, 4)).size).toBe(4);
    expect(icons[4]).toBe("building-2");
  });

  it("links each partner's website in a new tab", () => {
    renderBrowser();
    const links = screen.getAllByRole("link", { name: new RegExp(partnersPage.visitWebsite) });
    expect(links).toHaveLength(partners.filter((partner) => partner.website).length);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
});
