import type { ComponentProps } from "react";
import { Link, useLocation } from "react-router";
import type { Action } from "@innovatehub/content/site";
import { Button } from "@innovatehub/ui/button";
import { pagePathOf } from "../lib/page-path";

type ActionLinkProps = Omit<ComponentProps<typeof Button>, "asChild" | "children"> & {
  action: Action;
  /** Screen-reader-only words after the name, e.g. ": Mobile Apps", when several links share a name. */
  hiddenSuffix?: string;
};

/** A content `Action` (name + site path or "#anchor") rendered as a button-styled link. */
export function ActionLink({ action, hiddenSuffix, ...buttonProps }: ActionLinkProps) {
  const { pathname } = useLocation();
  // An anchor on this page: named from the page's own path, which the prerender sees as "/page/".
  const to = action.path.startsWith("#") ? { pathname: pagePathOf(pathname), hash: action.path } : action.path;
  return (
    <Button asChild {...buttonProps}>
      <Link to={to}>
        {action.name}
        {hiddenSuffix ? <span className="sr-only">{hiddenSuffix}</span> : null}
      </Link>
    </Button>
  );
}
