import {
  blogPage,
  featuredPost,
  metaOf,
  partnerAnnouncements,
  sharedCta,
} from "@innovatehub/content/site";
import { routeMeta, rssFeedLink } from "../lib/meta";
import { FeaturedNews } from "../sections/blog/featured-news";
import { RecentAnnouncements } from "../sections/blog/recent-announcements";
import { CtaBlock } from "../sections/cta-block";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/blog";

// Route data, read at build time: the posts reach the browser in the page's HTML, not in its JavaScript.
export const loader = () => ({
  meta: metaOf("/blog"),
  featured: featuredPost,
  announcements: partnerAnnouncements,
  cta: sharedCta,
});

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...routeMeta(loaderData),
  rssFeedLink(blogPage.feed),
];

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro {...blogPage.hero} description={blogPage.hero.subtitle} />
      <FeaturedNews post={loaderData.featured} listAnchor={blogPage.recentId} />
      <RecentAnnouncements
        id={blogPage.recentId}
        title={blogPage.recentHeading}
        posts={loaderData.announcements}
      />
      <CtaBlock {...loaderData.cta} />
    </>
  );
}
