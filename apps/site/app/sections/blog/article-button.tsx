import { lazy, type ReactNode } from "react";
import type { BlogPost } from "@innovatehub/content";
import type { ButtonProps } from "@innovatehub/ui/button";
import { OnDemandDialogTrigger } from "../../lib/on-demand-dialog";

function loadArticleDialog() {
  return import("./article-dialog");
}

const LazyArticleDialog = lazy(() =>
  loadArticleDialog().then((module) => ({ default: module.ArticleDialog })),
);

type ArticleButtonProps = {
  post: BlogPost;
  /** Visible text of the trigger button. */
  children: ReactNode;
  /** Accessible name of the trigger when its text alone is ambiguous (several Read More buttons). */
  triggerLabel?: string;
  triggerVariant?: ButtonProps["variant"];
  triggerSize?: ButtonProps["size"];
  triggerClassName?: string;
};

/** Opens a post's full text in a dialog; the dialog's code loads on hover, focus or click. */
export function ArticleButton({
  post,
  children,
  triggerLabel,
  triggerVariant = "default",
  triggerSize = "default",
  triggerClassName,
}: ArticleButtonProps) {
  return (
    <OnDemandDialogTrigger
      preload={loadArticleDialog}
      renderDialog={(dialogProps) => <LazyArticleDialog post={post} {...dialogProps} />}
      variant={triggerVariant}
      size={triggerSize}
      className={triggerClassName}
      aria-label={triggerLabel}
    >
      {children}
    </OnDemandDialogTrigger>
  );
}
