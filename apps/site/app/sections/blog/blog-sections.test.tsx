import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { blogPage, featuredPost, partnerAnnouncements } from "@innovatehub/content/site";
import { renderWithRouter } from "../../test/render-with-router";
import { BlogArticle } from "./blog-article";
import { FeaturedNews } from "./featured-news";
import { RecentAnnouncements } from "./recent-announcements";

describe("FeaturedNews", () => {
  it("shows the March 5, 2025 story with a machine-readable date", () => {
    renderWithRouter(<FeaturedNews post={featuredPost} listAnchor={blogPage.recentId} />);
    expect(screen.getByRole("heading", { level: 2, name: featuredPost.title })).toBeInTheDocument();
    expect(screen.getByText("March 5, 2025")).toHaveAttribute("datetime", "2025-03-05");
  });

  it("links Read Full Article to the featured article's page", () => {
    renderWithRouter(<FeaturedNews post={featuredPost} listAnchor={blogPage.recentId} />);
    expect(screen.getByRole("link", { name: blogPage.featured.readFullArticle })).toHaveAttribute(
      "href",
      `/blog/${featuredPost.id}`,
    );
  });

  it("points View All News at the announcements list on /blog", () => {
    renderWithRouter(<FeaturedNews post={featuredPost} listAnchor={blogPage.recentId} />);
    expect(screen.getByRole("link", { name: blogPage.featured.viewAllNews.name })).toHaveAttribute(
      "href",
      `/blog#${blogPage.recentId}`,
    );
  });
});

describe("RecentAnnouncements", () => {
  it("lists the four announcements in date order with their dates", () => {
    renderWithRouter(
      <RecentAnnouncements
        id={blogPage.recentId}
        title={blogPage.recentHeading}
        posts={partnerAnnouncements}
      />,
    );
    const dates = screen
      .getAllByRole("listitem")
      .map((item) => item.querySelector("time")?.getAttribute("datetime"));
    expect(dates).toEqual(["2025-03-15", "2025-03-04", "2025-03-01", "2025-02-27"]);
  });

  it("links each Read More, named after its announcement, to the announcement's page", () => {
    renderWithRouter(
      <RecentAnnouncements
        id={blogPage.recentId}
        title={blogPage.recentHeading}
        posts={partnerAnnouncements}
      />,
    );
    for (const post of partnerAnnouncements) {
      expect(screen.getByRole("link", { name: `${blogPage.readMore}${blogPage.readMoreSuffix(post.title)}` })).toHaveAttribute(
        "href",
        `/blog/${post.id}`,
      );
    }
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});

describe("BlogArticle", () => {
  it("gives the article its own h1, date, full text and a link back to the blog", () => {
    renderWithRouter(<BlogArticle post={featuredPost} />);
    const article = screen.getByRole("article", { name: featuredPost.title });
    expect(within(article).getByRole("heading", { level: 1 })).toHaveTextContent(featuredPost.title);
    expect(within(article).getByText(featuredPost.dateLabel)).toHaveAttribute("datetime", featuredPost.date);
    for (const paragraph of featuredPost.body) {
      expect(within(article).getByText(paragraph)).toBeInTheDocument();
    }
    expect(within(article).getByRole("link", { name: blogPage.backToNews.name })).toHaveAttribute("href", "/blog");
  });
});
