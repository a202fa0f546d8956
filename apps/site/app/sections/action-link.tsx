import type { ComponentProps } from "react";
import { Link } from "react-router";
import type { Action } from "@innovatehub/content/site";
import { Button } from "@innovatehub/ui/button";

type ActionLinkProps = Omit<ComponentProps<typeof Button>, "asChild" | "children"> & {
  action: Action;
  /** Screen-reader-only words after the name, e.g. ": Mobile Apps", when several links share a name. */
  hiddenSuffix?: string;
};

/** A content `Action` (name + site path or "#anchor") rendered as a button-styled link. */
export function ActionLink({ action, hiddenSuffix, ...buttonProps }: ActionLinkProps) {
  return (
    <Button asChild {...buttonProps}>
      <Link to={action.path}>
        {action.name}
        {hiddenSuffix ? <span className="sr-only">{hiddenSuffix}</span> : null}
      </Link>
    </Button>
  );
}
