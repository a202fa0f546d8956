import { describe, expect, it } from "vitest";
import { catalogueSearchParams, DEFAULT_CATALOGUE_QUERY, parseCatalogueQuery } from "./catalogue-query";

describe("parseCatalogueQuery", () => {
  it("defaults to no search and the All tab", () => {
    expect(parseCatalogueQuery(new URLSearchParams())).toEqual(DEFAULT_CATALOGUE_QUERY);
    expect(DEFAULT_CATALOGUE_QUERY).toEqual({ search: "", category: "all" });
  });

  it("reads the search text as typed and a known category", () => {
    expect(parseCatalogueQuery(new URLSearchParams("q=%20QR%20&category=web-mobile"))).toEqual({
      search: " QR ",
      category: "web-mobile",
    });
  });

  it("falls back to All for an unknown or empty category", () => {
    expect(parseCatalogueQuery(new URLSearchParams("category=crypto")).category).toBe("all");
    expect(parseCatalogueQuery(new URLSearchParams("category=")).category).toBe("all");
  });
});

describe("catalogueSearchParams", () => {
  it("writes non-default values and keeps unrelated parameters", () => {
    const params = catalogueSearchParams(new URLSearchParams("utm=mail"), { search: "a+b (c)*", category: "ai" });
    expect(params.get("utm")).toBe("mail");
    expect(params.get("q")).toBe("a+b (c)*");
    expect(params.get("category")).toBe("ai");
    expect(parseCatalogueQuery(params)).toEqual({ search: "a+b (c)*", category: "ai" });
  });

  it("drops the defaults so the plain page URL stays clean", () => {
    const params = catalogueSearchParams(new URLSearchParams("q=old&category=ai"), DEFAULT_CATALOGUE_QUERY);
    expect(params.toString()).toBe("");
  });
});
