import { interfaceIcons } from "@innovatehub/content/site";
import type { CSSProperties, ReactNode } from "react";
import { cn } from "@innovatehub/ui/lib/utils";
import { ContentIcon } from "../../lib/icons";
import { useIsHydrated } from "../../hooks/use-is-hydrated";

type EmbeddedFrameProps = {
  src: string;
  /** Accessible name of the frame. */
  title: string;
  /** Fixed height reserved before the frame loads, so nothing below it shifts. */
  heightPx: number;
  /** Shown where the frame would be until it paints (and instead of it when it cannot load). */
  placeholderText: string;
  /** The page the frame shows, opened directly; always visible under the frame. */
  fallbackHref: string;
  fallbackLabel: string;
  /** Decorative art behind the placeholder text, e.g. a sketched map. */
  placeholderArt?: ReactNode;
  className?: string;
};

/**
 * A third-party page (map, calendar) embedded lazily at a fixed height. The placeholder sits under the
 * frame, and a plain link to the same page stays visible below it, so the content is reachable when the
 * frame is blocked, offline or still loading.
 *
 * The frame mounts once the page has hydrated, after its first paint: a frame in the HTML opens a connection
 * to another origin before the page's largest paint, even with `loading="lazy"` near the top of a phone's
 * screen (docs/decisions.md D47). Without JavaScript the `<noscript>` copy embeds it as before.
 */
export function EmbeddedFrame({
  src,
  title,
  heightPx,
  placeholderText,
  fallbackHref,
  fallbackLabel,
  placeholderArt,
  className,
}: EmbeddedFrameProps) {
  const hydrated = useIsHydrated();
  const frameBox: CSSProperties = { height: `${heightPx}px` };
  const frame = (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className="size-full border-0"
    />
  );
  return (
    <figure
      data-slot="embedded-frame"
      className={cn(
        "flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-elevation-1",
        className,
      )}
    >
      <div className="relative isolate bg-muted" style={frameBox}>
        <div className="absolute inset-0 -z-10 flex flex-col items-center justify-center gap-2 p-6 text-center">
          {placeholderArt}
          <p className="relative rounded-md bg-card/90 px-3 py-1 text-small text-muted-foreground">
            {placeholderText}
          </p>
        </div>
        {hydrated ? frame : <noscript>{frame}</noscript>}
      </div>
      <figcaption className="flex items-center border-t border-border px-4 py-1 text-small">
        <a
          href={fallbackHref}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
        >
          {fallbackLabel}
          <ContentIcon name={interfaceIcons.externalLink} className="size-4" />
        </a>
      </figcaption>
    </figure>
  );
}
