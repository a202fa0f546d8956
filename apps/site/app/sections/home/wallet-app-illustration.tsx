/*
 * A drawn wallet-app phone with a QR payment flowing in and a neighbourhood agent it settles to.
 * Text is suggested with rounded bars so the drawing never competes with the real copy beside it.
 */

const ACTION_TILE_XS = [160, 202, 244, 286] as const;
const TRANSACTION_ROW_YS = [300, 342, 384] as const;
const QR_CELLS = [
  [0, 0], [1, 0], [3, 0], [4, 1], [2, 1], [0, 2], [2, 2], [3, 2], [1, 3], [4, 3], [0, 4], [2, 4], [3, 4], [4, 4],
] as const;
const QR_CELL_PX = 9;

function ActionGlyph({ index, x }: { index: number; x: number }) {
  const cx = x + 17;
  const cy = 237;
  switch (index) {
    case 0:
      return <path d={`M${cx - 7} ${cy + 6}l14-12m0 0h-9m9 0v9`} className="stroke-primary" strokeWidth="2.5" fill="none" strokeLinecap="round" />;
    case 1:
      return (
        <path
          d={`M${cx - 6} ${cy - 8}h12v16l-3-2-3 2-3-2-3 2Zm3 5h6m-6 4h6`}
          className="stroke-primary"
          strokeWidth="2"
          fill="none"
          strokeLinejoin="round"
        />
      );
    case 2:
      return <rect x={cx - 5} y={cy - 9} width="10" height="18" rx="2.5" className="stroke-primary" strokeWidth="2" fill="none" />;
    default:
      return (
        <g className="fill-primary">
          <rect x={cx - 8} y={cy - 8} width="6" height="6" rx="1" />
          <rect x={cx + 2} y={cy - 8} width="6" height="6" rx="1" />
          <rect x={cx - 8} y={cy + 2} width="6" height="6" rx="1" />
          <rect x={cx + 3} y={cy + 3} width="4" height="4" rx="1" />
        </g>
      );
  }
}

export function WalletAppIllustration() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 480 500"
      className="h-auto w-full drop-shadow-sm"
    >
      <defs>
        <linearGradient id="wallet-balance" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="currentColor" className="text-primary" />
          <stop offset="1" stopColor="currentColor" className="text-navy" />
        </linearGradient>
        <radialGradient id="wallet-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="currentColor" stopOpacity="0.22" className="text-primary" />
          <stop offset="1" stopColor="currentColor" stopOpacity="0" className="text-primary" />
        </radialGradient>
      </defs>

      <circle cx="240" cy="250" r="230" fill="url(#wallet-glow)" />
      <circle cx="400" cy="90" r="46" className="fill-success/10" />
      <circle cx="70" cy="430" r="34" className="fill-accent-ai/10" />

      {/* Flow lines: QR card into the phone, phone out to the agent. */}
      <path d="M396 262c0 40-20 52-58 60" className="stroke-primary/50" strokeWidth="2" strokeDasharray="6 6" fill="none" />
      <path d="M338 420c30 0 50 4 62 22" className="stroke-success/60" strokeWidth="2" strokeDasharray="6 6" fill="none" />

      {/* Phone */}
      <rect x="134" y="24" width="212" height="456" rx="36" className="fill-navy/15" transform="translate(6 8)" />
      <rect x="134" y="24" width="212" height="456" rx="36" className="fill-navy" />
      <rect x="144" y="34" width="192" height="436" rx="27" className="fill-background" />
      <rect x="212" y="42" width="56" height="10" rx="5" className="fill-navy" />

      <circle cx="170" cy="80" r="11" className="fill-secondary" />
      <rect x="188" y="72" width="60" height="7" rx="3.5" className="fill-foreground/70" />
      <rect x="188" y="84" width="38" height="5" rx="2.5" className="fill-muted-foreground/40" />
      <circle cx="312" cy="80" r="9" className="fill-muted" />

      <rect x="156" y="104" width="168" height="100" rx="16" fill="url(#wallet-balance)" />
      <circle cx="298" cy="128" r="14" className="fill-primary-foreground/15" />
      <circle cx="310" cy="128" r="14" className="fill-primary-foreground/15" />
      <rect x="170" y="120" width="54" height="6" rx="3" className="fill-primary-foreground/60" />
      <rect x="170" y="138" width="104" height="16" rx="5" className="fill-primary-foreground" />
      <rect x="170" y="176" width="40" height="14" rx="7" className="fill-success" />
      <rect x="216" y="180" width="52" height="6" rx="3" className="fill-primary-foreground/50" />

      {ACTION_TILE_XS.map((x, index) => (
        <g key={x}>
          <rect x={x} y="220" width="34" height="34" rx="10" className="fill-secondary" />
          <ActionGlyph index={index} x={x} />
          <rect x={x + 5} y="262" width="24" height="5" rx="2.5" className="fill-muted-foreground/40" />
        </g>
      ))}

      <rect x="156" y="282" width="70" height="6" rx="3" className="fill-foreground/60" />
      {TRANSACTION_ROW_YS.map((y, index) => (
        <g key={y}>
          <circle cx="172" cy={y + 14} r="12" className={index === 0 ? "fill-success/15" : "fill-primary/10"} />
          <rect x="192" y={y + 6} width={index === 1 ? 62 : 78} height="6" rx="3" className="fill-foreground/60" />
          <rect x="192" y={y + 18} width="44" height="5" rx="2.5" className="fill-muted-foreground/35" />
          <rect
            x="282"
            y={y + 8}
            width="40"
            height="8"
            rx="4"
            className={index === 0 ? "fill-success" : "fill-foreground/45"}
          />
        </g>
      ))}

      <rect x="144" y="430" width="192" height="1" className="fill-border" />
      {[180, 220, 260, 300].map((x, index) => (
        <circle key={x} cx={x} cy="450" r="5" className={index === 0 ? "fill-primary" : "fill-muted-foreground/30"} />
      ))}

      {/* Payment received toast */}
      <g>
        <rect x="18" y="292" width="168" height="62" rx="14" className="fill-navy/10" transform="translate(3 5)" />
        <rect x="18" y="292" width="168" height="62" rx="14" className="fill-card stroke-border" />
        <circle cx="46" cy="323" r="14" className="fill-success" />
        <path d="M39 323l5 5 9-10" className="stroke-success-foreground" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="70" y="310" width="90" height="7" rx="3.5" className="fill-foreground/70" />
        <rect x="70" y="325" width="60" height="10" rx="5" className="fill-success/80" />
      </g>

      {/* QR code card */}
      <g>
        <rect x="346" y="136" width="112" height="126" rx="16" className="fill-navy/10" transform="translate(3 5)" />
        <rect x="346" y="136" width="112" height="126" rx="16" className="fill-card stroke-border" />
        <g transform="translate(379 156)">
          <rect x="-8" y="-6" width="62" height="62" rx="8" className="fill-secondary" />
          {QR_CELLS.map(([column, row]) => (
            <rect
              key={`${column}-${row}`}
              x={column * QR_CELL_PX + 1}
              y={row * QR_CELL_PX + 2}
              width={QR_CELL_PX - 1}
              height={QR_CELL_PX - 1}
              rx="1.5"
              className="fill-navy"
            />
          ))}
        </g>
        <rect x="366" y="232" width="72" height="7" rx="3.5" className="fill-primary/70" />
        <rect x="378" y="245" width="48" height="5" rx="2.5" className="fill-muted-foreground/40" />
      </g>

      {/* Agent store */}
      <g>
        <rect x="360" y="404" width="104" height="80" rx="14" className="fill-navy/10" transform="translate(3 5)" />
        <rect x="360" y="404" width="104" height="80" rx="14" className="fill-card stroke-border" />
        <path d="M376 430l6-12h60l6 12Z" className="fill-success" />
        <path d="M376 430a9 9 0 0 0 18 0a9 9 0 0 0 18 0a9 9 0 0 0 18 0a9 9 0 0 0 18 0" className="fill-success/70" />
        <rect x="382" y="442" width="60" height="30" rx="3" className="fill-secondary" />
        <rect x="404" y="452" width="16" height="20" rx="2" className="fill-primary/70" />
      </g>
    </svg>
  );
}
