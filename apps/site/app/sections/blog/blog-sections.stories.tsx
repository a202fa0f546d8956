import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { blogPage, featuredPost, partnerAnnouncements } from "@innovatehub/content";
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

export const ArticleOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole("button", { name: blogPage.featured.readFullArticle.name }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: featuredPost.title });
    await expect(dialog).toHaveAttribute("data-state", "open");
    await expect(within(dialog).getByText(featuredPost.body[0] ?? "")).toBeInTheDocument();
  },
};
