import { describe, expect, it } from "vitest";
import {
  companyNavGroup,
  footerLegalLinks,
  footerQuickLinks,
  footerServiceLinks,
  headerCta,
  headerNav,
  servicesNavGroup,
} from "./navigation";
import { isSitePath } from "./routes";

describe("header navigation", () => {
  it("lists Home, About, Services, Company, Contact in order", () => {
    expect(headerNav.map((entry) => entry.name)).toEqual([
      "Home",
      "About",
      "Services",
      "Company",
      "Contact",
    ]);
    expect(headerNav.map((entry) => entry.kind)).toEqual([
      "link",
      "link",
      "group",
      "group",
      "link",
    ]);
  });

  it("has the spec's eight service links in order", () => {
    expect(servicesNavGroup.links).toEqual([
      { name: "All Services", path: "/all-services" },
      { name: "Service Categories", path: "/services" },
      { name: "Fintech Solutions", path: "/fintech-solutions" },
      { name: "Digital Customizations", path: "/digital-customizations" },
      { name: "E-commerce Solutions", path: "/ecommerce" },
      { name: "AI Solutions", path: "/ai-solutions" },
      { name: "Global Expansion", path: "/global-expansion" },
      { name: "Mobile App Development", path: "/mobile-app-development" },
    ]);
  });

  it("has Clients, Partners, Blog under Company", () => {
    expect(companyNavGroup.links.map((link) => link.name)).toEqual(["Clients", "Partners", "Blog"]);
  });

  it("has a Contact Us button to /contact", () => {
    expect(headerCta).toEqual({ name: "Contact Us", path: "/contact" });
  });
});

describe("every navigation link", () => {
  const links = [
    ...servicesNavGroup.links,
    ...companyNavGroup.links,
    ...footerQuickLinks,
    ...footerServiceLinks,
    ...footerLegalLinks,
    headerCta,
  ];

  it.each(links.map((link) => [link.name, link.path] as const))(
    "%s (%s) resolves to a page",
    (_name, path) => {
      expect(isSitePath(path)).toBe(true);
    },
  );
});
