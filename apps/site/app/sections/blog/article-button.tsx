import { lazy, type ComponentProps } from "react";
import type { BlogPost } from "@innovatehub/content";
import { OnDemandDialogTrigger } from "../../lib/on-demand-dialog";

function loadArticleDialog() {
  return import("./article-dialog");
}

const LazyArticleDialog = lazy(() =>
  loadArticleDialog().then((module) => ({ default: module.ArticleDialog })),
);

type ArticleButtonProps = Omit<ComponentProps<typeof OnDemandDialogTrigger>, "preload" | "renderDialog"> & {
  post: BlogPost;
};

/**
 * Opens a post's full text in a dialog; the dialog's code loads on hover, focus or click. Give it an
 * `aria-label` when its text alone is ambiguous (several Read More buttons).
 */
export function ArticleButton({ post, ...buttonProps }: ArticleButtonProps) {
  return (
    <OnDemandDialogTrigger
      preload={loadArticleDialog}
      renderDialog={(dialogProps) => <LazyArticleDialog post={post} {...dialogProps} />}
      {...buttonProps}
    />
  );
}
