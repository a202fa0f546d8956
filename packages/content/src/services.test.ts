import { describe, expect, it } from "vitest";
import {
  ALL_SERVICES_FEATURES_SHOWN,
  HOME_SERVICE_FEATURES_SHOWN,
  SERVICE_FEATURE_COUNT,
} from "./constants";
import { isSitePath } from "./routes";
import {
  filterServices,
  isServiceCategoryTabId,
  serviceCards,
  serviceCategoryTabs,
  services,
} from "./services";

describe("services", () => {
  it("are the spec's six, with exact ids and titles", () => {
    expect(services.map((service) => [service.id, service.title])).toEqual([
      ["fintech-solutions", "Fintech Solutions"],
      ["digital-customizations", "Digital Customizations"],
      ["ecommerce", "E-Commerce Development"],
      ["ai-solutions", "AI Solutions"],
      ["mobile-app-development", "Web & Mobile Apps"],
      ["global-expansion", "Global Expansion"],
    ]);
  });

  it("each have three features, a slug equal to the id and a page that exists", () => {
    for (const service of services) {
      expect(service.features).toHaveLength(SERVICE_FEATURE_COUNT);
      expect(service.slug).toBe(service.id);
      expect(service.ctaLink).toBe(`/${service.id}`);
      expect(isSitePath(service.ctaLink)).toBe(true);
    }
  });
});

describe("home service cards", () => {
  it("have unique ids, valid badges and links, and enough features to show", () => {
    expect(new Set(serviceCards.map((card) => card.id)).size).toBe(serviceCards.length);
    for (const card of serviceCards) {
      expect(["Featured", "New", ""]).toContain(card.badge);
      expect(isSitePath(card.link)).toBe(true);
      expect(card.features.length).toBeGreaterThanOrEqual(HOME_SERVICE_FEATURES_SHOWN);
    }
    expect(serviceCards.some((card) => card.badge === "Featured")).toBe(true);
    expect(serviceCards.some((card) => card.badge === "New")).toBe(true);
  });

  it("show at most 3 features on home and 2 on All Services", () => {
    expect(HOME_SERVICE_FEATURES_SHOWN).toBe(3);
    expect(ALL_SERVICES_FEATURES_SHOWN).toBe(2);
  });
});

describe("category tabs", () => {
  it("map to the spec's service ids", () => {
    expect(serviceCategoryTabs.map((tab) => [tab.label, tab.serviceIds])).toEqual([
      ["All", []],
      ["Fintech", ["fintech-solutions"]],
      ["Web & Mobile", ["digital-customizations", "mobile-app-development"]],
      ["E-commerce", ["ecommerce"]],
      ["AI", ["ai-solutions"]],
      ["Global", ["global-expansion"]],
    ]);
  });
});

describe("isServiceCategoryTabId", () => {
  it("accepts the tab ids only", () => {
    expect(isServiceCategoryTabId("web-mobile")).toBe(true);
    expect(isServiceCategoryTabId("Web & Mobile")).toBe(false);
    expect(isServiceCategoryTabId("")).toBe(false);
  });
});

describe("filterServices", () => {
  it("returns everything for an empty query on All", () => {
    expect(filterServices(services, "")).toHaveLength(services.length);
    expect(filterServices(services, "   ", "all")).toHaveLength(services.length);
  });

  it("matches title or description case-insensitively", () => {
    expect(filterServices(services, "ai solutions").map((service) => service.id)).toEqual([
      "ai-solutions",
    ]);
    expect(filterServices(services, "DUBAI").map((service) => service.id)).toContain(
      "global-expansion",
    );
    expect(filterServices(services, "platapay").map((service) => service.id)).toEqual([
      "fintech-solutions",
    ]);
  });

  it("narrows to the tab's services", () => {
    expect(filterServices(services, "", "web-mobile").map((service) => service.id)).toEqual([
      "digital-customizations",
      "mobile-app-development",
    ]);
    expect(filterServices(services, "dubai", "fintech")).toEqual([]);
  });

  it("treats pattern characters literally and finds nothing for nonsense", () => {
    expect(filterServices(services, ".*")).toEqual([]);
    expect(filterServices(services, "(")).toEqual([]);
    expect(filterServices(services, "zzzz-no-such-service")).toEqual([]);
  });
});
