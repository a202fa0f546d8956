import { interfaceIcons } from "@innovatehub/content/site";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ExternalAction } from "@innovatehub/content/site";
import { Button, type ButtonProps } from "@innovatehub/ui/button";
import { ContentIcon } from "../../lib/icons";

type ContactActionLinkProps = Omit<ButtonProps, "asChild" | "children"> & {
  action: ExternalAction;
  children?: ReactNode;
};

/** A contact action as a button-styled link: site paths route, tel:/mailto: stay, other sites open a new tab. */
export function ContactActionLink({ action, children, ...buttonProps }: ContactActionLinkProps) {
  const label = children ?? action.name;
  if (action.href.startsWith("/")) {
    return (
      <Button asChild {...buttonProps}>
        <Link to={action.href}>{label}</Link>
      </Button>
    );
  }
  return (
    <Button asChild {...buttonProps}>
      <a
        href={action.href}
        {...(action.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {label}
        {action.external ? <ContentIcon name={interfaceIcons.externalLink} /> : null}
      </a>
    </Button>
  );
}
