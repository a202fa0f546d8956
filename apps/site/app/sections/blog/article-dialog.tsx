import type { ReactNode } from "react";
import { type BlogPost, blogPage } from "@innovatehub/content";
import { Badge } from "@innovatehub/ui/badge";
import { Button, type ButtonProps } from "@innovatehub/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@innovatehub/ui/dialog";

type ArticleDialogProps = {
  post: BlogPost;
  /** Visible text of the trigger button. */
  children: ReactNode;
  /** Accessible name of the trigger when its text alone is ambiguous (several Read More buttons). */
  triggerLabel?: string;
  triggerVariant?: ButtonProps["variant"];
  triggerSize?: ButtonProps["size"];
  triggerClassName?: string;
};

/** A blog post's full text in a dialog, so Read More / Read Full Article always lead somewhere. */
export function ArticleDialog({
  post,
  children,
  triggerLabel,
  triggerVariant = "default",
  triggerSize = "default",
  triggerClassName,
}: ArticleDialogProps) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant={triggerVariant}
          size={triggerSize}
          className={triggerClassName}
          aria-label={triggerLabel}
        >
          {children}
        </Button>
      </DialogTrigger>
      <DialogContent data-slot="article-dialog" className="max-w-2xl sm:p-8">
        <DialogHeader>
          <DialogDescription className="flex flex-wrap items-center gap-3">
            <Badge variant="secondary">{post.category}</Badge>
            <time dateTime={post.date}>{post.dateLabel}</time>
          </DialogDescription>
          <DialogTitle className="text-h2 text-balance">{post.title}</DialogTitle>
        </DialogHeader>
        <div className="flex flex-col gap-4 text-body text-foreground">
          {post.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{blogPage.closeArticle}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
