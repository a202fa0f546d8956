import { VisualFrame } from "./visual-frame";

const TRACES = [
  "M40 120h80l30 30h60",
  "M40 200h110",
  "M40 280h80l30-30h60",
  "M440 120h-80l-30 30h-60",
  "M440 200h-110",
  "M440 280h-80l-30-30h-60",
  "M200 40v60l20 20v30",
  "M280 40v60l-20 20v30",
  "M200 360v-60l20-20v-30",
  "M280 360v-60l-20-20v-30",
];

const NODES: readonly (readonly [number, number])[] = [
  [40, 120],
  [40, 200],
  [40, 280],
  [440, 120],
  [440, 200],
  [440, 280],
  [200, 40],
  [280, 40],
  [200, 360],
  [280, 360],
];

/** Circuit traces running into a glowing chip: AI as dependable engineering. */
export function AiVisual() {
  return (
    <VisualFrame>
      <defs>
        <linearGradient id="ai-visual-chip" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="currentColor" className="text-accent-ai" />
          <stop offset="1" stopColor="currentColor" className="text-primary" />
        </linearGradient>
        <radialGradient id="ai-visual-glow">
          <stop offset="0" stopColor="currentColor" stopOpacity="0.35" className="text-accent-ai" />
          <stop offset="1" stopColor="currentColor" stopOpacity="0" className="text-accent-ai" />
        </radialGradient>
      </defs>
      <circle cx="240" cy="200" r="190" fill="url(#ai-visual-glow)" />
      <g className="stroke-accent-ai/40" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        {TRACES.map((trace) => (
          <path key={trace} d={trace} />
        ))}
      </g>
      <g className="fill-background stroke-accent-ai" strokeWidth="3">
        {NODES.map(([cx, cy]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="8" />
        ))}
      </g>
      <rect x="170" y="130" width="140" height="140" rx="24" fill="url(#ai-visual-chip)" />
      <rect x="186" y="146" width="108" height="108" rx="16" className="stroke-accent-ai-foreground/40" strokeWidth="2" />
      <g className="stroke-accent-ai-foreground" strokeWidth="4" strokeLinecap="round">
        <path d="M216 176l24 24-24 24" />
        <path d="M248 224h20" />
      </g>
      <g className="fill-accent-ai-foreground">
        <circle cx="300" cy="110" r="5" />
        <circle cx="180" cy="292" r="4" />
      </g>
    </VisualFrame>
  );
}
