import { expect, test } from "@playwright/test";
import { DESKTOP_ONLY } from "@innovatehub/playwright-config";
import {
  allBlogPosts,
  blogArticlePath,
  blogPage,
  company,
  featuredPost,
  metaOf,
  partnerAnnouncements,
  sharedCta,
} from "@innovatehub/content/site";
import { openOffline } from "./page-helpers";
import { fetchRawPage } from "./support/raw-html";
import { canonicalUrl } from "./support/site";

test.describe("the blog page", () => {
  test.beforeEach(async ({ page }) => {
    await openOffline(page, "/blog");
  });

  test("features the March 5, 2025 story and lists four announcements with machine-readable dates", async ({
    page,
  }) => {
    await expect(page.getByRole("heading", { level: 2, name: featuredPost.title })).toBeVisible();
    await expect(page.locator('time[datetime="2025-03-05"]').first()).toHaveText("March 5, 2025");
    const list = page.locator(`#${blogPage.recentId}`);
    await expect(list.getByRole("heading", { level: 2, name: blogPage.recentHeading })).toBeVisible();
    await expect(list.locator("time")).toHaveText([
      "March 15, 2025",
      "March 4, 2025",
      "March 1, 2025",
      "February 27, 2025",
    ]);
    const datetimes = await list
      .locator("time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")));
    expect(datetimes).toEqual(partnerAnnouncements.map((post) => post.date));
  });

  test("Read Full Article leads to the featured article's page", async ({ page }) => {
    await page.getByRole("link", { name: blogPage.featured.readFullArticle }).click();
    await expect(page).toHaveURL(new RegExp(`${blogArticlePath(featuredPost)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(featuredPost.title);
    await expect(page).toHaveTitle(metaOf(blogArticlePath(featuredPost)).title);
  });

  test("View All News goes to the announcements list", async ({ page }) => {
    await page.getByRole("link", { name: blogPage.featured.viewAllNews.name }).click();
    await expect(page).toHaveURL(new RegExp(`/blog#${blogPage.recentId}$`));
    await expect(
      page.getByRole("heading", { level: 2, name: blogPage.recentHeading }),
    ).toBeInViewport();
  });

  test("every Read More leads to its announcement's page, and the page leads back", async ({ page }) => {
    for (const post of partnerAnnouncements) {
      await page.getByRole("link", { name: `${blogPage.readMore}${blogPage.readMoreSuffix(post.title)}` }).click();
      await expect(page).toHaveURL(new RegExp(`${blogArticlePath(post)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      await expect(page.locator("article time")).toHaveAttribute("datetime", post.date);
      await page.getByRole("link", { name: blogPage.backToNews.name }).click();
      await expect(page).toHaveURL(/\/blog$/);
    }
    await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
  });
});

for (const post of allBlogPosts) {
  const path = blogArticlePath(post);

  test.describe(`article ${path}`, () => {
    test("is prerendered with its own head tags and its Article JSON-LD", DESKTOP_ONLY, async ({ request }) => {
      const raw = await fetchRawPage(request, path);
      const meta = metaOf(path);
      expect(raw.status).toBe(200);
      expect(raw.title).toBe(meta.title);
      expect(raw.description).toBe(meta.description);
      expect(raw.canonical).toBe(canonicalUrl(path));
      expect(raw.metaContent("property", "og:type")).toBe("article");
      expect(raw.metaContent("property", "og:title")).toBe(meta.title);
      expect(raw.metaContent("property", "og:description")).toBe(meta.description);
      expect(raw.metaContent("property", "og:url")).toBe(canonicalUrl(path));
      expect(raw.metaContent("property", "article:published_time")).toBe(post.date);
      expect(raw.h1s).toEqual([post.title]);
      for (const paragraph of post.body) {
        expect(raw.html).toContain(paragraph.replaceAll("'", "&#x27;"));
      }
      const blocks = [...raw.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
      const graph = blocks.flatMap((block) => {
        const parsed = JSON.parse(block[1] ?? "{}") as { "@graph"?: Record<string, unknown>[] };
        return parsed["@graph"] ?? [];
      });
      expect(graph.filter((node) => node["@type"] === "Article")).toEqual([
        expect.objectContaining({
          headline: post.title,
          datePublished: post.date,
          url: canonicalUrl(path),
          author: expect.objectContaining({ "@type": "Organization", name: company.name }),
        }),
      ]);
    });

    test("ends with the shared call to action and a link back to the blog", async ({ page }) => {
      await openOffline(page, path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 2, name: sharedCta.title })).toBeVisible();
      await expect(main.getByRole("link", { name: blogPage.backToNews.name })).toHaveAttribute("href", "/blog");
    });
  });
}

test.describe("the feed", DESKTOP_ONLY, () => {
  test("the blog page's head announces /blog/rss.xml", async ({ request }) => {
    const { html } = await fetchRawPage(request, "/blog");
    const link = html.match(/<link\b[^>]*rel="alternate"[^>]*>/)?.[0] ?? "";
    expect(link).toContain('type="application/rss+xml"');
    expect(link).toContain(`href="${blogPage.feed.file}"`);
  });

  test("is valid RSS 2.0 with one item per article, each linking its page", async ({ request, page }) => {
    const response = await request.get(blogPage.feed.file);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const feed = await response.text();
    // The browser's XML parser: a malformed feed yields a <parsererror> document.
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const channel = doc.querySelector("rss > channel");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        version: doc.documentElement.getAttribute("version"),
        channel: {
          title: channel?.querySelector(":scope > title")?.textContent,
          link: channel?.querySelector(":scope > link")?.textContent,
          description: channel?.querySelector(":scope > description")?.textContent,
        },
        items: [...doc.querySelectorAll("rss > channel > item")].map((item) => ({
          title: item.querySelector("title")?.textContent,
          link: item.querySelector("link")?.textContent,
          guid: item.querySelector("guid")?.textContent,
          pubDate: item.querySelector("pubDate")?.textContent ?? "",
        })),
      };
    }, feed);
    expect(parsed.error).toBeNull();
    expect(parsed.version).toBe("2.0");
    expect(parsed.channel).toEqual({
      title: blogPage.feed.title,
      link: canonicalUrl("/blog"),
      description: blogPage.feed.description,
    });
    expect(parsed.items).toHaveLength(allBlogPosts.length);
    for (const post of allBlogPosts) {
      const item = parsed.items.find((candidate) => candidate.title === post.title);
      expect(item, post.title).toMatchObject({
        link: canonicalUrl(blogArticlePath(post)),
        guid: canonicalUrl(blogArticlePath(post)),
      });
      expect(Number.isNaN(Date.parse(item?.pubDate ?? ""))).toBe(false);
    }
  });
});
