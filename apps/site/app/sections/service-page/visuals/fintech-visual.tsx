import { VisualFrame } from "./visual-frame";

/** Cells of the QR code drawn on the wallet screen (column, row on a 5 x 5 grid). */
const QR_CELLS: readonly (readonly [number, number])[] = [
  [0, 0], [1, 0], [3, 0], [4, 0], [0, 1], [2, 1], [4, 1], [1, 2], [2, 2], [3, 2],
  [0, 3], [2, 3], [4, 3], [0, 4], [1, 4], [3, 4], [4, 4],
];
const QR_CELL_PX = 12;
const QR_LEFT = 210;
const QR_TOP = 238;

/** A phone with a PlataPay-style wallet: balance, QR payment and coins on the move. */
export function FintechVisual() {
  return (
    <VisualFrame>
      <circle cx="240" cy="200" r="170" className="fill-success/10" />
      <rect x="150" y="30" width="180" height="340" rx="30" className="fill-navy" />
      <rect x="162" y="52" width="156" height="300" rx="18" className="fill-background" />
      <rect x="216" y="40" width="48" height="6" rx="3" className="fill-navy-hover" />
      <rect x="174" y="66" width="132" height="84" rx="12" className="fill-success" />
      <rect x="188" y="82" width="56" height="8" rx="4" className="fill-success-foreground/70" />
      <rect x="188" y="100" width="92" height="16" rx="6" className="fill-success-foreground" />
      <rect x="188" y="126" width="40" height="8" rx="4" className="fill-success-foreground/70" />
      {[0, 1, 2].map((index) => (
        <g key={index}>
          <rect x={178 + index * 44} y="164" width="36" height="36" rx="10" className="fill-secondary" />
          <circle cx={196 + index * 44} cy="182" r="7" className="fill-primary" />
        </g>
      ))}
      <rect x="198" y="226" width="84" height="84" rx="10" className="fill-card stroke-border" strokeWidth="2" />
      {QR_CELLS.map(([column, row]) => (
        <rect
          key={`${column}-${row}`}
          x={QR_LEFT + column * QR_CELL_PX}
          y={QR_TOP + row * QR_CELL_PX}
          width={QR_CELL_PX - 2}
          height={QR_CELL_PX - 2}
          rx="2"
          className="fill-navy"
        />
      ))}
      <rect x="178" y="322" width="124" height="18" rx="9" className="fill-primary" />
      <g>
        <circle cx="96" cy="120" r="34" className="fill-success" />
        <circle cx="96" cy="120" r="24" className="stroke-success-foreground/60" strokeWidth="3" />
        <text x="96" y="129" textAnchor="middle" className="fill-success-foreground text-h3 font-bold">
          ₱
        </text>
      </g>
      <g>
        <circle cx="390" cy="280" r="28" className="fill-primary" />
        <path d="M378 280l8 8 16-16" className="stroke-primary-foreground" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      </g>
      <path d="M130 150c-10 40 0 70 20 90" className="stroke-success/50" strokeWidth="3" strokeDasharray="4 8" strokeLinecap="round" />
      <path d="M340 180c30 20 50 50 48 70" className="stroke-primary/50" strokeWidth="3" strokeDasharray="4 8" strokeLinecap="round" />
    </VisualFrame>
  );
}
