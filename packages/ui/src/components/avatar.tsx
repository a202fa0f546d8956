import type * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { Avatar as AvatarPrimitive } from "radix-ui";

import { cn } from "../lib/utils";

const MAX_INITIALS = 2;

/** "Juan dela Cruz" -> "JC": first letters of the first and last words, upper-cased. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words.at(0);
  const last = words.length > 1 ? words.at(-1) : undefined;
  return [first, last]
    .map((word) => (word === undefined ? "" : (Array.from(word).at(0) ?? "")))
    .join("")
    .toLocaleUpperCase()
    .slice(0, MAX_INITIALS);
}

/** The size of the circle and of the initials in it. */
const avatarVariants = cva("relative flex shrink-0 overflow-hidden rounded-full", {
  variants: { size: { md: "size-12 text-small", lg: "size-14 text-body" } },
  defaultVariants: { size: "md" },
});

type AvatarProps = React.ComponentProps<typeof AvatarPrimitive.Root> & VariantProps<typeof avatarVariants>;

function Avatar({ className, size, ...props }: AvatarProps) {
  return (
    <AvatarPrimitive.Root data-slot="avatar" className={cn(avatarVariants({ size }), className)} {...props} />
  );
}

function AvatarImage({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image data-slot="avatar-image" className={cn("aspect-square size-full", className)} {...props} />
  );
}

/** The fallback's colours: the kit's soft default or one of the brand's solid colours. */
const avatarFallbackVariants = cva("flex size-full items-center justify-center rounded-full font-bold", {
  variants: {
    tone: {
      secondary: "bg-secondary text-secondary-foreground",
      primary: "bg-primary text-primary-foreground",
      success: "bg-success text-success-foreground",
      ai: "bg-accent-ai text-accent-ai-foreground",
    },
  },
  defaultVariants: { tone: "secondary" },
});

type AvatarFallbackProps = React.ComponentProps<typeof AvatarPrimitive.Fallback> &
  VariantProps<typeof avatarFallbackVariants> & {
  /** The person's name: the fallback shows its initials and announces the full name. */
  name?: string;
};

function AvatarFallback({ className, name, tone, children, ...props }: AvatarFallbackProps) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn(avatarFallbackVariants({ tone }), className)}
      {...props}
    >
      {name === undefined ? (
        children
      ) : (
        <>
          <span aria-hidden="true">{initialsOf(name)}</span>
          <span className="sr-only">{name}</span>
        </>
      )}
    </AvatarPrimitive.Fallback>
  );
}

export { Avatar, AvatarFallback, AvatarImage, initialsOf, type AvatarFallbackProps };
