import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { blogPage, featuredPost, partnerAnnouncements } from "@innovatehub/content";
import { renderWithRouter } from "../../test/render-with-router";
import { FeaturedNews } from "./featured-news";
import { RecentAnnouncements } from "./recent-announcements";

describe("FeaturedNews", () => {
  it("shows the March 5, 2025 story with a machine-readable date", () => {
    renderWithRouter(<FeaturedNews post={featuredPost} listAnchor={blogPage.recentId} />);
    expect(screen.getByRole("heading", { level: 2, name: featuredPost.title })).toBeInTheDocument();
    expect(screen.getByText("March 5, 2025")).toHaveAttribute("datetime", "2025-03-05");
  });

  it("opens the full article from Read Full Article and closes it again", async () => {
    const user = userEvent.setup();
    renderWithRouter(<FeaturedNews post={featuredPost} listAnchor={blogPage.recentId} />);
    const trigger = screen.getByRole("button", { name: blogPage.featured.readFullArticle.name });
    await user.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: featuredPost.title });
    for (const paragraph of featuredPost.body) {
      expect(within(dialog).getByText(paragraph)).toBeInTheDocument();
    }
    const [footerClose] = within(dialog)
      .getAllByRole("button", { name: blogPage.closeArticle })
      .filter((button) => button.closest('[data-slot="dialog-footer"]') !== null);
    if (footerClose === undefined) {
      throw new Error("the article dialog should have a Close button in its footer");
    }
    await user.click(footerClose);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
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

  it("opens each announcement's full text from its Read More button; Escape closes it", async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <RecentAnnouncements
        id={blogPage.recentId}
        title={blogPage.recentHeading}
        posts={partnerAnnouncements}
      />,
    );
    for (const post of partnerAnnouncements) {
      const trigger = screen.getByRole("button", { name: blogPage.readMoreLabel(post.title) });
      await user.click(trigger);
      const dialog = await screen.findByRole("dialog", { name: post.title });
      expect(within(dialog).getByText(post.body[0] ?? "")).toBeInTheDocument();
      await user.keyboard("{Escape}");
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
    }
  });
});
