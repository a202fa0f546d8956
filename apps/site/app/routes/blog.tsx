import {
  blogPage,
  blogPageMeta,
  featuredPost,
  partnerAnnouncements,
  sharedCta,
} from "@innovatehub/content";
import { sitePageMeta } from "../lib/meta";
import { FeaturedNews } from "../sections/blog/featured-news";
import { RecentAnnouncements } from "../sections/blog/recent-announcements";
import { CtaBlock } from "../sections/cta-block";
import { PageIntro } from "../sections/page-intro";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => sitePageMeta(blogPageMeta);

export default function BlogRoute() {
  return (
    <>
      <PageIntro {...blogPage.hero} description={blogPage.hero.subtitle} />
      <FeaturedNews post={featuredPost} listAnchor={blogPage.recentId} />
      <RecentAnnouncements
        id={blogPage.recentId}
        title={blogPage.recentHeading}
        posts={partnerAnnouncements}
      />
      <CtaBlock {...sharedCta} />
    </>
  );
}
