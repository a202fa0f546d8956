import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  blogArticlePath,
  blogPage,
  featuredPost,
  partnerAnnouncements,
} from "@innovatehub/content/site";
import { BlogArticle } from "./blog-article";
import { FeaturedNews } from "./featured-news";
import { RecentAnnouncements } from "./recent-announcements";

function BlogSections() {
  return (
    <>
      <FeaturedNews post={featuredPost} listAnchor={blogPage.recentId} />
      <RecentAnnouncements
        id={blogPage.recentId}
        title={blogPage.recentHeading}
        posts={partnerAnnouncements}
      />
    </>
  );
}

const meta = {
  title: "Site/Blog/News Sections",
  component: BlogSections,
  tags: ["autodocs"],
} satisfies Meta<typeof BlogSections>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LinksToArticlePages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: blogPage.featured.readFullArticle })).toHaveAttribute(
      "href",
      blogArticlePath(featuredPost),
    );
    for (const post of partnerAnnouncements) {
      await expect(canvas.getByRole("link", { name: `${blogPage.readMore}${blogPage.readMoreSuffix(post.title)}` })).toHaveAttribute(
        "href",
        blogArticlePath(post),
      );
    }
  },
};

/** An article's page body (the route adds the shared call to action below it). */
export const Article: StoryObj<typeof BlogArticle> = {
  render: () => <BlogArticle post={featuredPost} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: featuredPost.title })).toBeVisible();
    await expect(canvas.getByRole("link", { name: blogPage.backToNews.name })).toHaveAttribute("href", "/blog");
  },
};
