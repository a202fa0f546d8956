import type { IconName } from "@innovatehub/content/site";
import { cn } from "@innovatehub/ui/lib/utils";
import { ContentIcon } from "../../lib/icons";

/** Five pins joined to a hub: the featured story's five new partner outlets around Batangas. */
export function RegionPinsArt({ className }: { className?: string }) {
  const pins = [
    { x: 70, y: 70 },
    { x: 230, y: 50 },
    { x: 300, y: 150 },
    { x: 90, y: 190 },
    { x: 215, y: 215 },
  ] as const;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 360 260"
      preserveAspectRatio="xMidYMid slice"
      className={cn("size-full", className)}
    >
      <rect width="360" height="260" className="fill-navy" />
      <circle cx="330" cy="20" r="120" className="fill-primary/30" />
      <circle cx="20" cy="250" r="90" className="fill-success/20" />
      <path
        d="M40 120c40-60 90-80 150-70s110 40 130 90-30 90-90 95-120-5-160-40-60-40-30-75z"
        className="fill-navy-foreground/10 stroke-navy-foreground/25"
        strokeWidth="2"
      />
      <g className="stroke-navy-foreground/40" strokeWidth="2" strokeDasharray="5 6" fill="none">
        {pins.map((pin) => (
          <path key={`line-${pin.x}`} d={`M180 135L${pin.x} ${pin.y}`} />
        ))}
      </g>
      {pins.map((pin) => (
        <g key={`pin-${pin.x}`} transform={`translate(${pin.x - 12} ${pin.y - 30})`}>
          <path
            d="M12 0a12 12 0 0 1 12 12c0 9-12 22-12 22S0 21 0 12A12 12 0 0 1 12 0z"
            className="fill-success"
          />
          <circle cx="12" cy="12" r="4.5" className="fill-success-foreground" />
        </g>
      ))}
      <circle cx="180" cy="135" r="22" className="fill-primary" />
      <circle cx="180" cy="135" r="32" className="fill-none stroke-primary/50" strokeWidth="3" />
      <text
        x="180"
        y="141"
        textAnchor="middle"
        className="fill-primary-foreground text-small font-bold"
      >
        5
      </text>
    </svg>
  );
}

const TONES = [
  "bg-secondary text-primary",
  "bg-success/10 text-success",
  "bg-accent-ai/10 text-accent-ai",
  "bg-navy/10 text-navy",
] as const;

/** A card's header art: the post's icon on a soft tinted band with two quiet rings. */
export function PostIconArt({ icon, index }: { icon: IconName; index: number }) {
  const tone = TONES[index % TONES.length] ?? TONES[0];
  return (
    <div
      aria-hidden="true"
      className={cn("relative flex h-28 items-center overflow-hidden px-6", tone)}
    >
      <span className="absolute -top-10 -right-6 size-32 rounded-full border-8 border-current opacity-10" />
      <span className="absolute -right-2 -bottom-14 size-24 rounded-full bg-current opacity-10" />
      <span className="relative inline-flex size-14 items-center justify-center rounded-xl bg-card shadow-elevation-1">
        <ContentIcon name={icon} className="size-7" />
      </span>
    </div>
  );
}
