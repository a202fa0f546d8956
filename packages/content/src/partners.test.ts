import { describe, expect, it } from "vitest";
import { HOME_FEATURED_PARTNER_COUNT } from "./constants";
import {
  DEFAULT_PARTNER_ICON,
  featuredPartners,
  partnerCategories,
  partnerCategoryIcon,
  partnerHasMore,
  partners,
  partnersByCategory,
  partnersInCategory,
} from "./partners";

describe("partners", () => {
  it("are nine with unique ids and the spec's categories", () => {
    expect(partners).toHaveLength(9);
    expect(new Set(partners.map((partner) => partner.id)).size).toBe(9);
    expect(partnerCategories).toEqual([
      "Banking",
      "Financial Services",
      "Logistics",
      "Technology",
      "Payment Solutions",
    ]);
  });

  it("feature the six banks and financial-services firms of docs/product.md §13", () => {
    expect(featuredPartners).toHaveLength(HOME_FEATURED_PARTNER_COUNT);
    expect(featuredPartners.map((partner) => partner.name)).toEqual([
      "Sterling Bank of Asia",
      "Security Bank",
      "Netbank",
      "AllBank",
      "Cebuana Lhuillier",
      "Nationlink",
    ]);
    expect(
      partners
        .filter((partner) => !partner.featured)
        .map((partner) => [partner.name, partner.category]),
    ).toEqual([
      ["LBC", "Logistics"],
      ["CTI CommuniGate Technologies Inc.", "Technology"],
      ["eCPAY", "Payment Solutions"],
    ]);
  });

  it("link to https://www. websites", () => {
    for (const partner of partners) {
      expect(partner.website).toMatch(/^https:\/\/www\.[a-z.]+$/);
    }
  });

  it("give the first four categories their own icon and the rest the default", () => {
    const icons = partnerCategories.slice(0, 4).map(partnerCategoryIcon);
    expect(new Set(icons).size).toBe(4);
    expect(icons).not.toContain(DEFAULT_PARTNER_ICON);
    expect(partnerCategoryIcon("Payment Solutions")).toBe(DEFAULT_PARTNER_ICON);
    expect(partnerCategoryIcon("Unknown")).toBe(DEFAULT_PARTNER_ICON);
  });

  it("group by category for the By Category tab", () => {
    const groups = partnersByCategory();
    expect(groups.map((group) => [group.category, group.partners.length])).toEqual([
      ["Banking", 4],
      ["Financial Services", 2],
      ["Logistics", 1],
      ["Technology", 1],
      ["Payment Solutions", 1],
    ]);
  });

  it("filter by category", () => {
    expect(partnersInCategory("all")).toHaveLength(9);
    expect(partnersInCategory("Banking")).toHaveLength(4);
    expect(partnersInCategory("Logistics").map((partner) => partner.id)).toEqual(["lbc"]);
  });

  it("know when a card has more to show", () => {
    const cti = partners.find((partner) => partner.id === "cti-communigate");
    expect(cti && partnerHasMore(cti)).toBe(false);
    const lbc = partners.find((partner) => partner.id === "lbc");
    expect(lbc && partnerHasMore(lbc)).toBe(true);
  });
});
