import type { ComponentProps } from "react";
import { company } from "@innovatehub/content/site";
import { cn } from "@innovatehub/ui/lib/utils";

/**
 * The InnovateHub mark, drawn here (no logo file exists): a hub node joined to four spokes on the
 * brand tile. Decorative next to the wordmark, so it is hidden from assistive technology.
 */
function LogoMark(props: ComponentProps<"svg">) {
  return (
    <svg viewBox="0 0 32 32" fill="none" aria-hidden="true" focusable="false" {...props}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M16 16 8.5 9.5M16 16l7.5-6.5M16 16l-7.5 6.5M16 16l7.5 6.5"
        className="stroke-primary-foreground/70"
        strokeWidth="1.75"
        strokeLinecap="round"
      />
      <circle cx="16" cy="16" r="4.25" className="fill-primary-foreground" />
      <circle cx="8.5" cy="9.5" r="2.25" className="fill-primary-foreground" />
      <circle cx="23.5" cy="9.5" r="2.25" className="fill-success" />
      <circle cx="8.5" cy="22.5" r="2.25" className="fill-primary-foreground" />
      <circle cx="23.5" cy="22.5" r="2.25" className="fill-primary-foreground" />
    </svg>
  );
}

type LogoProps = { tone?: "default" | "inverse"; className?: string };

/** Mark plus wordmark; the visible brand name is the accessible name of the surrounding link. */
export function Logo({ tone = "default", className }: LogoProps) {
  return (
    <span data-slot="logo" className={cn("inline-flex items-center gap-2.5", className)}>
      <LogoMark className="size-8 shrink-0" />
      <span
        className={cn(
          "text-h4 font-extrabold tracking-tight",
          tone === "inverse" ? "text-navy-foreground" : "text-foreground",
        )}
      >
        {company.brand}
      </span>
    </span>
  );
}
