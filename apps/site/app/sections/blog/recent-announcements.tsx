import { type BlogPost, blogArticlePath, blogPage } from "@innovatehub/content/site";
import { Badge } from "@innovatehub/ui/badge";
import { fadeUp } from "../../lib/fade-up/fade-up";
import { SectionHeading } from "../common/section-heading";
import { ActionLink } from "../action-link";
import { PostIconArt } from "./post-art";

type RecentAnnouncementsProps = { id: string; title: string; posts: readonly BlogPost[] };

/** The Recent Partner Announcements; each Read More leads to the announcement's own page. */
export function RecentAnnouncements({ id, title, posts }: RecentAnnouncementsProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="px-4 py-16 sm:px-6 lg:px-8 lg:py-20"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading title={title} headingId={headingId} align="start" />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {posts.map((post, index) => (
            <li key={post.id} {...fadeUp("top")}>
              <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-elevation-1 transition-shadow duration-200 hover:shadow-elevation-2 motion-reduce:transition-none">
                <PostIconArt icon={post.icon} index={index} />
                <div className="flex flex-1 flex-col p-6">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-small text-muted-foreground">
                    <time dateTime={post.date} className="font-semibold text-foreground">
                      {post.dateLabel}
                    </time>
                    <Badge variant="outline">{post.category}</Badge>
                  </div>
                  <h3 className="mt-3 text-h4 text-balance">{post.title}</h3>
                  <p className="mt-2 text-small text-muted-foreground">{post.excerpt}</p>
                  <div className="mt-auto pt-6">
                    <ActionLink
                      action={{ name: blogPage.readMore, path: blogArticlePath(post) }}
                      hiddenSuffix={blogPage.readMoreSuffix(post.title)}
                      variant="outline"
                      className="w-full"
                    />
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
