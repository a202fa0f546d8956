import type { IconName } from "@innovatehub/content/site";
import { ContentIcon } from "../../lib/icons";

type ServiceOrbitIllustrationProps = {
  /** The services' icons, drawn around the hub in order. */
  icons: readonly IconName[];
};

const VIEW_BOX_PX = 440;
const CENTRE_PX = VIEW_BOX_PX / 2;
const ORBIT_RADIUS_PX = 150;
const NODE_RADIUS_PX = 34;
const ICON_SIZE_PX = 28;
const FULL_TURN_RAD = Math.PI * 2;
/** Start at the top of the circle instead of the right. */
const START_ANGLE_RAD = -Math.PI / 2;
const NODE_TONES = [
  "fill-success",
  "fill-primary",
  "fill-navy",
  "fill-accent-ai",
  "fill-primary",
  "fill-success",
] as const;

/** The services as nodes around one hub: one team, many practices. Decorative. */
export function ServiceOrbitIllustration({ icons }: ServiceOrbitIllustrationProps) {
  const nodes = icons.map((icon, index) => {
    const angle = START_ANGLE_RAD + (FULL_TURN_RAD * index) / icons.length;
    return {
      icon,
      x: CENTRE_PX + ORBIT_RADIUS_PX * Math.cos(angle),
      y: CENTRE_PX + ORBIT_RADIUS_PX * Math.sin(angle),
      tone: NODE_TONES[index % NODE_TONES.length] ?? "fill-primary",
    };
  });
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${VIEW_BOX_PX} ${VIEW_BOX_PX}`}
      className="h-auto w-full"
    >
      <circle cx={CENTRE_PX} cy={CENTRE_PX} r={ORBIT_RADIUS_PX + 60} className="fill-primary/5" />
      <circle
        cx={CENTRE_PX}
        cy={CENTRE_PX}
        r={ORBIT_RADIUS_PX}
        className="stroke-primary/25"
        strokeWidth="2"
        strokeDasharray="4 8"
        fill="none"
      />
      {nodes.map((node) => (
        <line
          key={`spoke-${node.x}`}
          x1={CENTRE_PX}
          y1={CENTRE_PX}
          x2={node.x}
          y2={node.y}
          className="stroke-border"
          strokeWidth="2"
        />
      ))}
      <circle cx={CENTRE_PX} cy={CENTRE_PX} r="64" className="fill-navy" />
      <circle cx={CENTRE_PX} cy={CENTRE_PX} r="46" className="fill-primary" />
      <path
        d={`M${CENTRE_PX - 16} ${CENTRE_PX - 16}L${CENTRE_PX + 16} ${CENTRE_PX + 16}M${CENTRE_PX + 16} ${CENTRE_PX - 16}L${CENTRE_PX - 16} ${CENTRE_PX + 16}`}
        className="stroke-primary-foreground/50"
        strokeWidth="3"
      />
      {[-16, 16].flatMap((dx) =>
        [-16, 16].map((dy) => (
          <circle
            key={`${dx}${dy}`}
            cx={CENTRE_PX + dx}
            cy={CENTRE_PX + dy}
            r="7"
            className="fill-primary-foreground"
          />
        )),
      )}
      {nodes.map((node) => (
        <g key={`node-${node.x}`}>
          <circle cx={node.x} cy={node.y + 4} r={NODE_RADIUS_PX} className="fill-navy/10" />
          <circle
            cx={node.x}
            cy={node.y}
            r={NODE_RADIUS_PX}
            className="fill-card stroke-border"
            strokeWidth="1.5"
          />
          <circle cx={node.x} cy={node.y} r={NODE_RADIUS_PX - 8} className={node.tone} />
          <ContentIcon
            name={node.icon}
            x={node.x - ICON_SIZE_PX / 2}
            y={node.y - ICON_SIZE_PX / 2}
            width={ICON_SIZE_PX}
            height={ICON_SIZE_PX}
            className="text-primary-foreground"
            strokeWidth={1.75}
          />
        </g>
      ))}
    </svg>
  );
}
