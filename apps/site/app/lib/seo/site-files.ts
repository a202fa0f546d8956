import {
  BLOG_UTC_OFFSET,
  blogArticlePath,
  blogPage,
  blogPostsNewestFirst,
  company,
  pageMeta,
  siteConfig,
} from "@innovatehub/content/site";

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
  const entries = pageMeta.map(({ path }) => `  <url><loc>${escapeXml(urlOn(origin, path))}</loc></url>`);
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
  const pages = pageMeta.map(
    ({ path, title, description }) => `- [${title}](${urlOn(origin, path)}): ${description}`,
  );
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

/** An article's date as RSS wants it (RFC 822), taken as the start of that day in Philippine time. */
export function rssDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00${BLOG_UTC_OFFSET}`).toUTCString();
}

/** /blog/rss.xml: an RSS 2.0 feed of every blog article, newest first. */
export function rssXml(origin: string): string {
  const { feed } = blogPage;
  const items = blogPostsNewestFirst.map((post) => {
    const url = escapeXml(urlOn(origin, blogArticlePath(post)));
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <pubDate>${rssDate(post.date)}</pubDate>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      "    </item>",
    ].join("\n");
  });
  const newest = blogPostsNewestFirst[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${escapeXml(urlOn(origin, "/blog"))}</link>`,
    `    <description>${escapeXml(feed.description)}</description>`,
    `    <language>${siteConfig.locale}</language>`,
    `    <atom:link href="${escapeXml(urlOn(origin, feed.file))}" rel="self" type="application/rss+xml"/>`,
    ...(newest === undefined ? [] : [`    <lastBuildDate>${rssDate(newest.date)}</lastBuildDate>`]),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
