/*
 * A drawn corridor from Batangas to Dubai: a dotted globe, the flight arc between two pins and the
 * milestones as small badges. Purely decorative; the journey section tells the same story in words.
 */

const GLOBE_ROWS = 9;
const GLOBE_COLUMNS = 13;
const DOT_GAP_PX = 26;
const GLOBE_CENTRE = { x: 230, y: 220 };
const GLOBE_RADIUS_PX = 168;

type Dot = { x: number; y: number; key: string };

/** Dots of a grid that fall inside the globe's circle. */
const GLOBE_DOTS: readonly Dot[] = Array.from({ length: GLOBE_ROWS * GLOBE_COLUMNS }, (_, index) => {
  const row = Math.floor(index / GLOBE_COLUMNS);
  const column = index % GLOBE_COLUMNS;
  return {
    x: GLOBE_CENTRE.x + (column - (GLOBE_COLUMNS - 1) / 2) * DOT_GAP_PX,
    y: GLOBE_CENTRE.y + (row - (GLOBE_ROWS - 1) / 2) * DOT_GAP_PX * 1.25,
    key: `${row}-${column}`,
  };
}).filter((dot) => Math.hypot(dot.x - GLOBE_CENTRE.x, dot.y - GLOBE_CENTRE.y) < GLOBE_RADIUS_PX - 8);

export function CorridorIllustration() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 460 440" className="h-auto w-full">
      <circle cx={GLOBE_CENTRE.x} cy={GLOBE_CENTRE.y} r={GLOBE_RADIUS_PX + 24} className="fill-primary/5" />
      <circle cx={GLOBE_CENTRE.x} cy={GLOBE_CENTRE.y} r={GLOBE_RADIUS_PX} className="fill-secondary" />
      <ellipse
        cx={GLOBE_CENTRE.x}
        cy={GLOBE_CENTRE.y}
        rx="70"
        ry={GLOBE_RADIUS_PX}
        className="stroke-primary/15"
        strokeWidth="1.5"
        fill="none"
      />
      <ellipse
        cx={GLOBE_CENTRE.x}
        cy={GLOBE_CENTRE.y}
        rx={GLOBE_RADIUS_PX}
        ry="56"
        className="stroke-primary/15"
        strokeWidth="1.5"
        fill="none"
      />
      {GLOBE_DOTS.map((dot) => (
        <circle key={dot.key} cx={dot.x} cy={dot.y} r="2.5" className="fill-primary/25" />
      ))}

      {/* Dubai (west) to Batangas (east), the corridor the company is building. */}
      <path d="M128 206C170 92 292 92 334 250" className="stroke-primary" strokeWidth="3" strokeDasharray="2 9" strokeLinecap="round" fill="none" />
      <g>
        <circle cx="128" cy="206" r="22" className="fill-success/20" />
        <path d="M128 178a14 14 0 0 1 14 14c0 11-14 24-14 24s-14-13-14-24a14 14 0 0 1 14-14Z" className="fill-success" />
        <circle cx="128" cy="192" r="5" className="fill-success-foreground" />
      </g>
      <g>
        <circle cx="334" cy="250" r="22" className="fill-primary/20" />
        <path d="M334 222a14 14 0 0 1 14 14c0 11-14 24-14 24s-14-13-14-24a14 14 0 0 1 14-14Z" className="fill-primary" />
        <circle cx="334" cy="236" r="5" className="fill-primary-foreground" />
      </g>
      <g transform="translate(222 96) rotate(12)">
        <path d="M-14 0l28-7-6 7 6 7Z" className="fill-navy" />
      </g>

      {/* Milestone badges: founding, certification, partnerships. */}
      <g>
        <rect x="300" y="40" width="136" height="52" rx="14" className="fill-navy/10" transform="translate(3 5)" />
        <rect x="300" y="40" width="136" height="52" rx="14" className="fill-card stroke-border" />
        <circle cx="326" cy="66" r="13" className="fill-primary" />
        <path d="M320 66l4 4 8-8" className="stroke-primary-foreground" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="346" y="56" width="72" height="7" rx="3.5" className="fill-foreground/70" />
        <rect x="346" y="70" width="48" height="5" rx="2.5" className="fill-muted-foreground/40" />
      </g>
      <g>
        <rect x="12" y="318" width="150" height="56" rx="14" className="fill-navy/10" transform="translate(3 5)" />
        <rect x="12" y="318" width="150" height="56" rx="14" className="fill-card stroke-border" />
        <rect x="26" y="332" width="28" height="28" rx="8" className="fill-success" />
        <path d="M33 346h14m-7-7v14" className="stroke-success-foreground" strokeWidth="2.5" strokeLinecap="round" />
        <rect x="64" y="336" width="80" height="7" rx="3.5" className="fill-foreground/70" />
        <rect x="64" y="350" width="56" height="5" rx="2.5" className="fill-muted-foreground/40" />
      </g>
      <g>
        <rect x="300" y="350" width="140" height="56" rx="14" className="fill-navy/10" transform="translate(3 5)" />
        <rect x="300" y="350" width="140" height="56" rx="14" className="fill-card stroke-border" />
        <rect x="314" y="364" width="28" height="28" rx="8" className="fill-accent-ai" />
        <path d="M320 378h16m-5-5 5 5-5 5" className="stroke-accent-ai-foreground" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="352" y="368" width="70" height="7" rx="3.5" className="fill-foreground/70" />
        <rect x="352" y="382" width="44" height="5" rx="2.5" className="fill-muted-foreground/40" />
      </g>
    </svg>
  );
}
