import { data } from "react-router";
import {
  allBlogPosts,
  blogArticlePath,
  blogPage,
  metaOf,
  sharedCta,
} from "@innovatehub/content/site";
import { buildMeta, rssFeedLink } from "../lib/meta";
import { BlogArticle } from "../sections/blog/blog-article";
import { CtaBlock } from "../sections/cta-block";
import type { Route } from "./+types/blog-article";

const NOT_FOUND = 404;

// Runs at build time for each prerendered article: the article's text and head texts reach the browser in
// its HTML (and .data file), never in the route's JavaScript.
export const loader = ({ params }: Route.LoaderArgs) => {
  const post = allBlogPosts.find((candidate) => candidate.id === params.slug);
  if (post === undefined) {
    throw data(null, { status: NOT_FOUND });
  }
  return { meta: metaOf(blogArticlePath(post)), post, cta: sharedCta };
};

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData === undefined
    ? []
    : buildMeta({
        ...loaderData.meta,
        type: "article",
        extra: [
          { property: "article:published_time", content: loaderData.post.date },
          rssFeedLink(blogPage.feed),
        ],
      });

export default function BlogArticleRoute({ loaderData: { post, cta } }: Route.ComponentProps) {
  return (
    <>
      <BlogArticle post={post} />
      <CtaBlock {...cta} />
    </>
  );
}
