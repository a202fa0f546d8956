import { describe, expect, it } from "vitest";
import { allBlogPosts, blogArticlePath, company } from "@innovatehub/content/site";
import { structuredDataGraph, structuredDataJson } from "./structured-data";

const ORIGIN = "https://innovatehub.ph";

function nodes(pagePath = "/"): Record<string, unknown>[] {
  const graph = structuredDataGraph(ORIGIN, pagePath)?.["@graph"];
  return Array.isArray(graph) ? graph : [];
}

const typesOn = (pagePath: string) => nodes(pagePath).map((node) => node["@type"]);

describe("structuredDataGraph", () => {
  it("describes the organization once, on the configured origin", () => {
    const organizations = nodes().filter((node) => node["@type"] === "Organization");
    expect(organizations).toHaveLength(1);
    expect(organizations[0]).toMatchObject({
      name: company.name,
      url: `${ORIGIN}/`,
      telephone: company.primaryPhone.display,
      email: company.email,
    });
  });

  it("puts the Organization on the pages about the company, the offices on the contact page, and nothing on the rest", () => {
    expect(typesOn("/")).toEqual(["Organization"]);
    expect(typesOn("/about")).toEqual(["Organization"]);
    expect(typesOn("/contact")).toEqual(["Organization", ...company.offices.map(() => "LocalBusiness")]);
    for (const pagePath of ["/become-an-agent", "/fil/become-an-agent", "/ecommerce", "/blog"]) {
      expect(structuredDataGraph(ORIGIN, pagePath), pagePath).toBeUndefined();
    }
  });

  it.each(company.offices)("gives the $label as a LocalBusiness with address, phone and weekday hours", (office) => {
    const business = nodes("/contact").find(
      (node) => node["@type"] === "LocalBusiness" && String(node["@id"]).includes(office.id),
    );
    expect(business).toMatchObject({
      address: { "@type": "PostalAddress", ...office.postal },
      telephone: company.primaryPhone.display,
      parentOrganization: { "@id": `${ORIGIN}/#organization` },
      openingHoursSpecification: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "17:00",
      },
    });
    expect(Boolean(business?.geo)).toBe(office.id === "main");
  });
});

describe("structuredDataGraph on an article's page", () => {
  it.each(allBlogPosts)("adds the Article '$title' with its date and the company as author", (post) => {
    const path = blogArticlePath(post);
    // The publisher's @id names a node of the same page: search engines do not follow it to another page.
    expect(typesOn(path)).toEqual(["Organization", "Article"]);
    const articles = nodes(path).filter((node) => node["@type"] === "Article");
    expect(articles).toEqual([
      expect.objectContaining({
        headline: post.title,
        datePublished: post.date,
        url: `${ORIGIN}${path}`,
        author: expect.objectContaining({ "@type": "Organization", name: company.name }),
      }),
    ]);
  });

  it("adds no Article to any other page", () => {
    expect(typesOn("/")).not.toContain("Article");
    expect(typesOn("/contact")).not.toContain("Article");
  });
});

describe("structuredDataJson", () => {
  it("is valid JSON that cannot close its script element", () => {
    const json = structuredDataJson(ORIGIN) ?? "";
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(structuredDataGraph(ORIGIN))));
  });

  it("is absent for a page that describes nothing", () => {
    expect(structuredDataJson(ORIGIN, "/ecommerce")).toBeUndefined();
  });
});
