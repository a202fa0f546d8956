import { VisualFrame } from "./visual-frame";

const GRID_STEP = 24;
const GRID_COLUMNS = 19;
const GRID_ROWS = 13;
const GRID_LEFT = 24;
const GRID_TOP = 56;

/** Roughly where land sits on the dotted map (column ranges per row), from the Gulf to the Philippines. */
const LAND_ROWS: readonly (readonly [number, number])[] = [
  [2, 9],
  [1, 11],
  [1, 12],
  [2, 8],
  [3, 7],
  [4, 6],
  [9, 12],
  [10, 13],
  [14, 15],
  [15, 16],
  [14, 17],
  [15, 16],
  [13, 14],
];

function isLand(column: number, row: number): boolean {
  const range = LAND_ROWS[row];
  return range !== undefined && column >= range[0] && column <= range[1];
}

const DUBAI = { x: 112, y: 218 };
const BATANGAS = { x: 404, y: 266 };

/** A dotted map with the route from Batangas to Dubai: the company's path abroad. */
export function GlobalVisual() {
  const dots = [];
  for (let row = 0; row < GRID_ROWS; row += 1) {
    for (let column = 0; column < GRID_COLUMNS; column += 1) {
      dots.push(
        <circle
          key={`${column}-${row}`}
          cx={GRID_LEFT + column * GRID_STEP}
          cy={GRID_TOP + row * GRID_STEP}
          r={isLand(column, row) ? 5 : 2.5}
          className={isLand(column, row) ? "fill-primary/35" : "fill-muted-foreground/20"}
        />,
      );
    }
  }
  return (
    <VisualFrame>
      {dots}
      <path
        d={`M${BATANGAS.x} ${BATANGAS.y}C340 100 180 90 ${DUBAI.x} ${DUBAI.y}`}
        className="stroke-primary"
        strokeWidth="4"
        strokeDasharray="10 10"
        strokeLinecap="round"
      />
      <path d="M262 118l22 6-18 14z" className="fill-primary" />
      {[
        { ...DUBAI, label: "Dubai", labelX: DUBAI.x, tone: "fill-success" },
        { ...BATANGAS, label: "Batangas", labelX: BATANGAS.x - 10, tone: "fill-primary" },
      ].map((pin) => (
        <g key={pin.label}>
          <circle cx={pin.x} cy={pin.y} r="18" className={`${pin.tone} opacity-20`} />
          <circle cx={pin.x} cy={pin.y} r="9" className={pin.tone} />
          <circle cx={pin.x} cy={pin.y} r="3.5" className="fill-background" />
          <rect x={pin.labelX - 46} y={pin.y + 22} width="92" height="30" rx="15" className="fill-navy" />
          <text
            x={pin.labelX}
            y={pin.y + 42}
            textAnchor="middle"
            className="fill-navy-foreground text-small font-semibold"
          >
            {pin.label}
          </text>
        </g>
      ))}
    </VisualFrame>
  );
}
