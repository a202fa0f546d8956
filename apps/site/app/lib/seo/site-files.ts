import { company, pageMeta, siteConfig, sitePaths } from "@innovatehub/content";

/** Absolute URL of a site path on an origin given without a trailing slash. */
export function urlOn(origin: string, path: string): string {
  return new URL(path, `${origin.replace(/\/+$/, "")}/`).toString();
}

function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/** sitemap.xml: every indexable page of the route table (redirects and the 404 page are not pages). */
export function sitemapXml(origin: string): string {
  const entries = sitePaths.map((path) => `  <url><loc>${escapeXml(urlOn(origin, path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything may be crawled; the sitemap is announced with its absolute URL. */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${urlOn(origin, "/sitemap.xml")}`, ""].join("\n");
}

/** llms.txt (llmstxt.org): the company in a paragraph, then every page with its description. */
export function llmsTxt(origin: string): string {
  const { mainOffice, satelliteOffice, primaryPhone, businessHours } = company;
  const pages = sitePaths.map((path) => {
    const { title, description } = pageMeta[path];
    return `- [${title}](${urlOn(origin, path)}): ${description}`;
  });
  return [
    `# ${company.name}`,
    "",
    `> ${company.summary}`,
    "",
    `${company.tagline} ${company.foundedLabel}.`,
    "",
    `- Main office: ${mainOffice.address}`,
    `- Satellite office: ${satelliteOffice.address}`,
    `- Phone: ${primaryPhone.display}`,
    `- E-mail: ${company.email}`,
    `- Opening hours: ${businessHours.label}`,
    `- ${company.portal.name}: ${company.portal.url}`,
    "",
    "## Pages",
    "",
    ...pages,
    "",
    "## Optional",
    "",
    `- [Sitemap](${urlOn(origin, "/sitemap.xml")}): every page of ${siteConfig.name} as XML`,
    "",
  ].join("\n");
}
