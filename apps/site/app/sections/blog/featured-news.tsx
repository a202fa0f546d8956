import { type BlogPost, blogArticlePath, blogPage } from "@innovatehub/content/site";
import { Badge } from "@innovatehub/ui/badge";
import { ActionLink } from "../action-link";
import { fadeUp } from "../../lib/fade-up/fade-up";
import { RegionPinsArt } from "./post-art";

type FeaturedNewsProps = {
  post: BlogPost;
  /** Where View All News goes: the announcements list on this page. */
  listAnchor: string;
};

/** The featured story with Read Full Article (its page) and View All News (the list below). */
export function FeaturedNews({ post, listAnchor }: FeaturedNewsProps) {
  const { featured } = blogPage;
  return (
    <section aria-labelledby="featured-news-title" className="px-4 pb-8 sm:px-6 lg:px-8">
      <article
        {...fadeUp(
          "top",
          "mx-auto grid max-w-6xl overflow-hidden rounded-2xl border border-border bg-card shadow-elevation-2 lg:grid-cols-2",
        )}
      >
        <div className="relative h-56 sm:h-72 lg:h-auto lg:min-h-96">
          <RegionPinsArt className="absolute inset-0" />
        </div>
        <div className="flex flex-col p-6 sm:p-10">
          <div className="flex flex-wrap items-center gap-3 text-small text-muted-foreground">
            <Badge>{featured.label}</Badge>
            <Badge variant="secondary">{post.category}</Badge>
            <time dateTime={post.date}>{post.dateLabel}</time>
          </div>
          <h2 id="featured-news-title" className="mt-4 text-h2 text-balance">
            {post.title}
          </h2>
          <p className="mt-4 text-body text-muted-foreground">{post.excerpt}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row lg:mt-auto lg:pt-8">
            <ActionLink
              action={{ name: featured.readFullArticle, path: blogArticlePath(post) }}
              size="lg"
            />
            <ActionLink
              action={{
                name: featured.viewAllNews.name,
                path: `${featured.viewAllNews.path}#${listAnchor}`,
              }}
              size="lg"
              variant="outline"
            />
          </div>
        </div>
      </article>
    </section>
  );
}
