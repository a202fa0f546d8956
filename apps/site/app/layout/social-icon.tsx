import type { ComponentProps, ReactElement } from "react";
import type { SocialLink } from "@innovatehub/content/site";

type IconProps = ComponentProps<"svg">;

/*
 * lucide-react 1.x no longer ships brand marks, so the four networks are drawn here as simple
 * 24 px glyphs in the same stroke-free style; they sit beside a visible or sr-only name.
 */
function Facebook(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" {...props}>
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3Z" />
    </svg>
  );
}

function Twitter(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" {...props}>
      <path d="M17.2 3.5h3l-6.6 7.5 7.8 9.5h-6.1l-4.8-6-5.5 6H2l7-8L1.6 3.5h6.2l4.3 5.5 5.1-5.5Zm-1 15.3h1.7L7.3 5.1H5.5l10.7 13.7Z" />
    </svg>
  );
}

function Instagram(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

function LinkedIn(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" {...props}>
      <path d="M4.5 3.2a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM2.8 8.8h3.4V21H2.8V8.8Zm5.6 0h3.3v1.7c.5-.9 1.7-2 3.6-2 3.6 0 4.3 2.4 4.3 5.4V21h-3.4v-6.4c0-1.5 0-3.5-2.1-3.5s-2.4 1.7-2.4 3.4V21H8.4V8.8Z" />
    </svg>
  );
}

const ICONS = {
  facebook: Facebook,
  twitter: Twitter,
  instagram: Instagram,
  linkedin: LinkedIn,
} satisfies Record<SocialLink["id"], (props: IconProps) => ReactElement>;

export function SocialIcon({ id, ...props }: IconProps & { id: SocialLink["id"] }) {
  const Icon = ICONS[id];
  return <Icon aria-hidden="true" focusable="false" {...props} />;
}
