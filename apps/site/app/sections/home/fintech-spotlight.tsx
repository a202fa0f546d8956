import type { Action, Figure, IconItem } from "@innovatehub/content/site";
import { ContentIcon } from "../../lib/icons";
import { ActionLink } from "../action-link";
import { fadeUp } from "../../lib/fade-up/fade-up";

type FintechSpotlightProps = {
  eyebrow: string;
  title: string;
  description: string;
  services: readonly IconItem[];
  agentNetwork: { title: string; description: string };
  figures: readonly Figure[];
  primaryAction: Action;
  secondaryAction: Action;
};

const HEADING_ID = "fintech-spotlight-heading";

/** Agents along a route: green outlets, blue hub, the rest of the network in between. */
const NETWORK_NODES = [
  { cx: 40, cy: 80, fill: "fill-success" },
  { cx: 105, cy: 62, fill: "fill-navy-foreground/70" },
  { cx: 170, cy: 50, fill: "fill-primary" },
  { cx: 232, cy: 58, fill: "fill-navy-foreground/70" },
  { cx: 290, cy: 30, fill: "fill-success" },
] as const;

function AgentNetworkArt() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 320 120" className="h-auto w-full">
      <path
        d="M40 80C90 20 130 100 170 50s90 10 120-20"
        className="stroke-navy-foreground/25"
        strokeWidth="2"
        strokeDasharray="5 6"
        fill="none"
      />
      {NETWORK_NODES.map((node) => (
        <g key={node.cx}>
          <circle cx={node.cx} cy={node.cy} r="16" className="fill-navy-foreground/10" />
          <circle cx={node.cx} cy={node.cy} r="7" className={node.fill} />
        </g>
      ))}
    </svg>
  );
}

/** PlataPay on a navy band: what it does, the agent network and the claimed figures. */
export function FintechSpotlight({
  eyebrow,
  title,
  description,
  services,
  agentNetwork,
  figures,
  primaryAction,
  secondaryAction,
}: FintechSpotlightProps) {
  return (
    <section aria-labelledby={HEADING_ID} className="bg-navy px-4 py-16 text-navy-foreground sm:px-6 lg:px-8 lg:py-24">
      <div className="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[1.15fr_1fr] lg:items-start">
        <div {...fadeUp("visibility")}>
          <p className="text-small font-semibold tracking-wider text-navy-muted uppercase">{eyebrow}</p>
          <h2 id={HEADING_ID} className="mt-3 text-h2 text-balance">
            {title}
          </h2>
          <p className="mt-4 text-body text-pretty text-navy-muted">{description}</p>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2">
            {services.map((service) => (
              <li
                key={service.id}
                className="flex gap-4 rounded-xl border border-navy-foreground/10 bg-navy-hover p-4"
              >
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-success text-success-foreground">
                  <ContentIcon name={service.icon} className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold">{service.title}</span>
                  <span className="mt-1 block text-small text-navy-muted">{service.description}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div
          {...fadeUp(
            "visibility",
            "rounded-2xl border border-navy-foreground/15 bg-navy-hover p-6 shadow-elevation-3 sm:p-8",
          )}
        >
          <AgentNetworkArt />
          <h3 className="mt-4 text-h3">{agentNetwork.title}</h3>
          <p className="mt-2 text-body text-navy-muted">{agentNetwork.description}</p>
          <dl className="mt-8 grid grid-cols-2 gap-4">
            {figures.map((figure) => (
              <div key={figure.id} className="flex flex-col gap-2 rounded-xl bg-navy p-4">
                <dt className="text-small text-navy-muted">{figure.label}</dt>
                <dd className="order-first text-h1">{figure.value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
            <ActionLink action={primaryAction} size="lg" variant="success" />
            <ActionLink
              action={secondaryAction}
              size="lg"
              variant="outline-inverse"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
