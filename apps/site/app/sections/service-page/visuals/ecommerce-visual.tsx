import { VisualFrame } from "./visual-frame";

const AWNING_STRIPES = [0, 1, 2, 3, 4, 5];
const STRIPE_WIDTH = 50;
const AWNING_LEFT = 60;

/** A storefront with its awning, a shopping bag and a phone checkout. */
export function EcommerceVisual() {
  return (
    <VisualFrame>
      <ellipse cx="240" cy="360" rx="200" ry="18" className="fill-muted" />
      <rect x="70" y="130" width="280" height="220" rx="10" className="fill-card stroke-border" strokeWidth="2" />
      {AWNING_STRIPES.map((stripe) => (
        <path
          key={stripe}
          d={`M${AWNING_LEFT + stripe * STRIPE_WIDTH} 90h${STRIPE_WIDTH}v44a25 25 0 0 1-${STRIPE_WIDTH} 0z`}
          className={stripe % 2 === 0 ? "fill-primary" : "fill-secondary"}
        />
      ))}
      <rect x="96" y="200" width="110" height="150" rx="6" className="fill-secondary stroke-primary/40" strokeWidth="2" />
      <circle cx="190" cy="280" r="5" className="fill-primary" />
      <rect x="226" y="200" width="100" height="80" rx="6" className="fill-muted stroke-border" strokeWidth="2" />
      <rect x="240" y="226" width="30" height="40" rx="4" className="fill-success/70" />
      <rect x="280" y="240" width="30" height="26" rx="4" className="fill-primary/60" />
      <path d="M300 250h70l-8 100h-54z" className="fill-success" />
      <path d="M318 252v-12a17 17 0 0 1 34 0v12" className="stroke-success" strokeWidth="5" strokeLinecap="round" />
      <rect x="360" y="150" width="84" height="160" rx="16" className="fill-navy" />
      <rect x="368" y="170" width="68" height="104" rx="6" className="fill-background" />
      <rect x="376" y="180" width="52" height="30" rx="4" className="fill-secondary" />
      <rect x="376" y="218" width="36" height="8" rx="4" className="fill-muted-foreground/40" />
      <rect x="376" y="250" width="52" height="16" rx="8" className="fill-primary" />
      <circle cx="402" cy="292" r="7" className="fill-navy-muted" />
    </VisualFrame>
  );
}
