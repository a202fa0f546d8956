import type { ComponentProps } from "react";
import { Link } from "react-router";
import type { Action } from "@innovatehub/content/site";
import { Button } from "@innovatehub/ui/button";

type ActionLinkProps = Omit<ComponentProps<typeof Button>, "asChild" | "children"> & {
  action: Action;
  /** Screen-reader-only words after the name, e.g. ": Mobile Apps", when several links share a name. */
  hiddenSuffix?: string;
};

/**
 * A content `Action` (name + site path or "#anchor") rendered as a button-styled link. An anchor on this page is a
 * plain fragment link: the browser scrolls to it and moves focus there, with or without the page's scripts, and
 * its href does not depend on the path the page was rendered at (the prerender renders every page at "/page/").
 */
export function ActionLink({ action, hiddenSuffix, ...buttonProps }: ActionLinkProps) {
  const children = (
    <>
      {action.name}
      {hiddenSuffix ? <span className="sr-only">{hiddenSuffix}</span> : null}
    </>
  );
  return (
    <Button asChild {...buttonProps}>
      {action.path.startsWith("#") ? (
        <a href={action.path}>{children}</a>
      ) : (
        <Link to={action.path}>{children}</Link>
      )}
    </Button>
  );
}
