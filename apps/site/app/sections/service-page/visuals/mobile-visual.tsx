import { VisualFrame } from "./visual-frame";

/** A laptop, a tablet and a phone showing the same app: one product on every screen. */
export function MobileVisual() {
  return (
    <VisualFrame>
      <ellipse cx="240" cy="352" rx="210" ry="16" className="fill-muted" />
      <rect x="50" y="80" width="290" height="190" rx="14" className="fill-navy" />
      <rect x="62" y="92" width="266" height="166" rx="6" className="fill-background" />
      <path d="M20 276h350l-22 26H42z" className="fill-navy-hover" />
      <rect x="62" y="92" width="266" height="26" rx="6" className="fill-secondary" />
      <rect x="76" y="100" width="56" height="10" rx="5" className="fill-primary" />
      <rect x="76" y="132" width="120" height="14" rx="6" className="fill-foreground/80" />
      <rect x="76" y="156" width="160" height="8" rx="4" className="fill-muted-foreground/40" />
      <rect x="76" y="172" width="140" height="8" rx="4" className="fill-muted-foreground/40" />
      <rect x="76" y="200" width="80" height="24" rx="12" className="fill-primary" />
      <rect x="230" y="130" width="84" height="100" rx="10" className="fill-secondary" />
      <circle cx="272" cy="170" r="22" className="fill-primary/30" />
      <rect x="290" y="150" width="150" height="200" rx="16" className="fill-card stroke-border" strokeWidth="3" />
      <rect x="304" y="170" width="122" height="60" rx="8" className="fill-primary" />
      <rect x="304" y="242" width="56" height="44" rx="8" className="fill-success/20" />
      <rect x="370" y="242" width="56" height="44" rx="8" className="fill-accent-ai/15" />
      <rect x="304" y="298" width="122" height="10" rx="5" className="fill-muted-foreground/30" />
      <rect x="380" y="190" width="84" height="160" rx="18" className="fill-navy" />
      <rect x="388" y="206" width="68" height="128" rx="10" className="fill-background" />
      <rect x="396" y="216" width="52" height="40" rx="6" className="fill-success" />
      <rect x="396" y="266" width="36" height="8" rx="4" className="fill-muted-foreground/40" />
      <rect x="396" y="282" width="52" height="8" rx="4" className="fill-muted-foreground/40" />
      <rect x="396" y="308" width="52" height="16" rx="8" className="fill-primary" />
    </VisualFrame>
  );
}
