import { type BlogPost, blogPage } from "@innovatehub/content/site";
import { Badge } from "@innovatehub/ui/badge";
import { ActionLink } from "../action-link";

const TITLE_ID = "article-title";

/** One blog article as a page: category, date, the title as the page's h1, the full text, and the way back. */
export function BlogArticle({ post }: { post: BlogPost }) {
  return (
    <article
      aria-labelledby={TITLE_ID}
      data-slot="blog-article"
      className="bg-gradient-to-b from-secondary to-background px-4 pt-12 pb-16 sm:px-6 lg:px-8 lg:pt-20 lg:pb-24"
    >
      <div className="mx-auto max-w-3xl">
        <div className="flex flex-wrap items-center gap-3 text-small text-muted-foreground">
          <Badge variant="secondary">{post.category}</Badge>
          <time dateTime={post.date} className="font-semibold text-foreground">
            {post.dateLabel}
          </time>
        </div>
        <h1 id={TITLE_ID} className="mt-4 text-h1 text-balance">
          {post.title}
        </h1>
        <p className="mt-5 text-body text-muted-foreground sm:text-h4 sm:font-normal">{post.excerpt}</p>
        <div className="mt-8 flex flex-col gap-5 text-body text-foreground">
          {post.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ActionLink action={blogPage.backToNews} variant="outline" className="mt-10" />
      </div>
    </article>
  );
}
