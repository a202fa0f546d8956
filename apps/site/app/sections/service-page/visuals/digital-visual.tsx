import { VisualFrame } from "./visual-frame";

const CODE_LINES = [
  { x: 72, width: 96, tone: "fill-primary" },
  { x: 96, width: 150, tone: "fill-navy-muted" },
  { x: 96, width: 120, tone: "fill-success" },
  { x: 120, width: 110, tone: "fill-navy-muted" },
  { x: 96, width: 80, tone: "fill-primary" },
  { x: 72, width: 40, tone: "fill-navy-muted" },
];

const LINE_GAP = 26;
const FIRST_LINE_Y = 128;

/** A code editor wired to three API endpoints: software made to connect your systems. */
export function DigitalVisual() {
  return (
    <VisualFrame>
      <rect x="40" y="60" width="280" height="250" rx="18" className="fill-navy" />
      <rect x="40" y="60" width="280" height="40" rx="18" className="fill-navy-hover" />
      <g className="fill-navy-muted">
        <circle cx="66" cy="80" r="6" />
        <circle cx="86" cy="80" r="6" />
        <circle cx="106" cy="80" r="6" />
      </g>
      {CODE_LINES.map((line, index) => (
        <rect
          key={`${line.x}-${line.width}-${index}`}
          x={line.x}
          y={FIRST_LINE_Y + index * LINE_GAP}
          width={line.width}
          height="10"
          rx="5"
          className={line.tone}
        />
      ))}
      <g className="stroke-primary" strokeWidth="3" strokeDasharray="6 8" strokeLinecap="round">
        <path d="M320 140c40 0 50-50 86-50" />
        <path d="M320 190h86" />
        <path d="M320 240c40 0 50 50 86 50" />
      </g>
      {[90, 190, 290].map((cy) => (
        <g key={cy}>
          <rect x="396" y={cy - 26} width="60" height="52" rx="14" className="fill-card stroke-border" strokeWidth="2" />
          <path
            d={`M414 ${cy - 6}l-8 6 8 6M438 ${cy - 6}l8 6-8 6`}
            className="stroke-primary"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      ))}
      <rect x="70" y="330" width="220" height="36" rx="18" className="fill-secondary" />
      <text x="180" y="353" textAnchor="middle" className="fill-primary font-mono text-small font-semibold">
        GET /api/v1/orders
      </text>
    </VisualFrame>
  );
}
