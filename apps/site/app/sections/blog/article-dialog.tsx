import { type BlogPost, blogPage } from "@innovatehub/content";
import { Badge } from "@innovatehub/ui/badge";
import { Button } from "@innovatehub/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@innovatehub/ui/dialog";
import { focusTriggerOnClose, type OnDemandDialogProps } from "../../lib/on-demand-dialog";

type ArticleDialogProps = OnDemandDialogProps & { post: BlogPost };

/**
 * A blog post's full text in a dialog, so Read More / Read Full Article always lead somewhere.
 * ArticleButton opens it and loads this module on demand.
 */
export function ArticleDialog({ post, open, onOpenChange, returnFocusTo }: ArticleDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="article-dialog"
        className="max-w-2xl sm:p-8"
        onCloseAutoFocus={focusTriggerOnClose(returnFocusTo)}
      >
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
