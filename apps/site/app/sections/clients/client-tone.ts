/** Colour of a client's mark and badge by type; unknown types get the neutral tone. */
const CLIENT_TYPE_TONES: Readonly<Record<string, string>> = {
  agent: "bg-success/10 text-success-hover",
  business: "bg-secondary text-primary",
  remittance: "bg-accent-ai/10 text-accent-ai",
  food: "bg-navy/10 text-navy",
  retail: "bg-primary/10 text-secondary-foreground",
};

const NEUTRAL_TONE = "bg-muted text-foreground";

export function clientTypeTone(type: string): string {
  return Object.hasOwn(CLIENT_TYPE_TONES, type)
    ? (CLIENT_TYPE_TONES[type] ?? NEUTRAL_TONE)
    : NEUTRAL_TONE;
}
