import type { Hero } from "@innovatehub/content/site";
import { ContentIcon } from "../../lib/icons";
import { ActionLink } from "../action-link";

type ClientsHeroProps = {
  /** The page's h1: "Our Clients" followed by the company name (docs/product.md §2). */
  title: string;
  titleCompany: string;
  hero: Hero;
};

function StorefrontNetwork() {
  const stores = [
    { x: 40, y: 40, tone: "fill-primary" },
    { x: 250, y: 30, tone: "fill-success" },
    { x: 30, y: 210, tone: "fill-accent-ai" },
    { x: 260, y: 220, tone: "fill-navy" },
  ] as const;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 360 320"
      className="mx-auto h-auto w-full max-w-56 sm:max-w-xs lg:max-w-sm"
    >
      <circle cx="180" cy="160" r="150" className="fill-secondary" />
      <g className="stroke-primary/40" strokeWidth="2" strokeDasharray="6 6" fill="none">
        {stores.map((store) => (
          <path key={`${store.x}-${store.y}`} d={`M180 160 L${store.x + 35} ${store.y + 35}`} />
        ))}
      </g>
      {stores.map((store) => (
        <g key={`store-${store.x}-${store.y}`} transform={`translate(${store.x} ${store.y})`}>
          <rect
            width="70"
            height="70"
            rx="14"
            className="fill-card stroke-border"
            strokeWidth="2"
          />
          <path d="M12 26h46l-4-12H16z" className={store.tone} />
          <rect x="18" y="32" width="34" height="26" rx="3" className="fill-muted" />
          <rect x="30" y="42" width="10" height="16" rx="2" className={store.tone} />
        </g>
      ))}
      <g transform="translate(135 115)">
        <rect width="90" height="90" rx="22" className="fill-primary" />
        <path
          d="M27 47l12 12 24-26"
          className="stroke-primary-foreground"
          strokeWidth="8"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
      </g>
    </svg>
  );
}

/** The clients page opening: its h1, the "Partners in Digital Success" hero, feature points and artwork. */
export function ClientsHero({ title, titleCompany, hero }: ClientsHeroProps) {
  return (
    <section
      aria-labelledby="clients-title"
      data-slot="clients-hero"
      className="relative isolate overflow-hidden bg-gradient-to-b from-secondary to-background px-4 pt-12 pb-12 sm:px-6 lg:px-8 lg:pt-20 lg:pb-16"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <h1 id="clients-title">
            <span className="block text-small font-semibold tracking-wider text-primary uppercase">
              {title} {titleCompany}
            </span>
            <span className="mt-3 block text-h1 text-balance text-foreground">{hero.title}</span>
          </h1>
          <p className="mt-5 max-w-2xl text-body text-muted-foreground sm:text-h4 sm:font-normal">
            {hero.description}
          </p>
          {hero.primaryAction ? (
            <ActionLink action={hero.primaryAction} size="lg" className="mt-8" />
          ) : null}
          {hero.featurePoints ? (
            <ul className="mt-10 grid gap-4 sm:grid-cols-2">
              {hero.featurePoints.map((point) => (
                <li key={point.id} className="flex gap-3">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-card text-primary shadow-elevation-1">
                    <ContentIcon name={point.icon} className="size-5" />
                  </span>
                  <span>
                    <span className="block font-semibold text-foreground">{point.title}</span>
                    <span className="block text-small text-muted-foreground">
                      {point.description}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <StorefrontNetwork />
      </div>
    </section>
  );
}
