import { expect, test } from "@playwright/test";
import { DESKTOP_ONLY } from "@innovatehub/playwright-config";
import { company, legacyRedirects, metaOf, siteConfig, sitePaths } from "@innovatehub/content/site";
import { fetchRawPage } from "./support/raw-html";
import { canonicalUrl, sitePages } from "./support/site";

type JsonLdNode = Record<string, unknown> & { "@type"?: string };

function jsonLdNodes(html: string): JsonLdNode[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.flatMap((block) => {
    const parsed: unknown = JSON.parse(block[1] ?? "null");
    if (typeof parsed !== "object" || parsed === null) {
      return [];
    }
    const graph = "@graph" in parsed ? parsed["@graph"] : [parsed];
    return Array.isArray(graph) ? graph : [];
  });
}

// Search engines read the company from the pages about it and the offices from the page that lists them
// (docs/decisions.md D93); a blog article names the company as its author and publisher.
const COMPANY_PAGES = ["/", "/about", "/contact"];
const OFFICES_PAGE = "/contact";

for (const page of sitePages) {
  test(`${page.path}: raw HTML carries its sharing tags and the structured data it describes`, DESKTOP_ONLY, async ({
    request,
  }) => {
    // Title, description, canonical and h1 are checked per route in routes.spec.ts.
    const raw = await fetchRawPage(request, page.path);
    expect(raw.metaContent("property", "og:description")).toBe(page.description);
    expect(raw.metaContent("property", "og:image")).toBe(canonicalUrl(siteConfig.ogImagePath));
    expect(raw.metaContent("name", "twitter:card")).toBe(siteConfig.twitterCard);
    expect(raw.metaContent("name", "twitter:title")).toBe(page.title);

    const nodes = jsonLdNodes(raw.html);
    const isArticle = page.path.startsWith("/blog/");
    const organization = nodes.find((node) => node["@type"] === "Organization");
    if (COMPANY_PAGES.includes(page.path) || isArticle) {
      expect(organization).toMatchObject({ name: company.name, url: canonicalUrl("/") });
    } else {
      expect(organization).toBeUndefined();
    }
    expect(nodes.some((node) => node["@type"] === "Article")).toBe(isArticle);
    const offices = nodes.filter((node) => node["@type"] === "LocalBusiness");
    if (page.path !== OFFICES_PAGE) {
      expect(offices).toEqual([]);
      return;
    }
    expect(offices).toHaveLength(company.offices.length);
    for (const office of company.offices) {
      const node = offices.find((candidate) =>
        JSON.stringify(candidate.address).includes(office.postal.streetAddress),
      );
      expect(node, office.label).toMatchObject({
        telephone: company.primaryPhone.display,
        address: { "@type": "PostalAddress", ...office.postal },
        openingHoursSpecification: {
          dayOfWeek: [...company.businessHours.schemaOrgDays],
          opens: company.businessHours.opens,
          closes: company.businessHours.closes,
        },
      });
    }
    const main = offices.find((node) =>
      JSON.stringify(node.address).includes(company.mainOffice.postal.streetAddress),
    );
    expect(main?.geo).toMatchObject(company.geo);
  });
}

test("sitemap.xml lists every page with its absolute URL, and nothing else", DESKTOP_ONLY, async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1],
  );
  expect(locations.sort()).toEqual(sitePaths.map((path) => canonicalUrl(path)).sort());
  for (const { from } of legacyRedirects) {
    expect(locations).not.toContain(canonicalUrl(from));
  }
});

test("robots.txt allows crawling and points at the sitemap", DESKTOP_ONLY, async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).not.toMatch(/^Disallow: \/\S/m);
  expect(text).toContain(`Sitemap: ${canonicalUrl("/sitemap.xml")}`);
});

test("llms.txt describes the company and links every page with its description", DESKTOP_ONLY, async ({
  request,
}) => {
  const response = await request.get("/llms.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text.startsWith(`# ${company.name}\n`)).toBe(true);
  expect(text).toContain(`> ${company.summary}`);
  for (const path of sitePaths) {
    expect(text).toContain(
      `[${metaOf(path).title}](${canonicalUrl(path)}): ${metaOf(path).description}`,
    );
  }
});

test("the social preview image is a 1200 x 630 PNG", DESKTOP_ONLY, async ({ request }) => {
  const response = await request.get(siteConfig.ogImagePath);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  // PNG signature, then the IHDR chunk: width and height as big-endian 32-bit integers at bytes 16 and 20.
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  expect(png.readUInt32BE(16)).toBe(siteConfig.ogImageWidthPx);
  expect(png.readUInt32BE(20)).toBe(siteConfig.ogImageHeightPx);
});
