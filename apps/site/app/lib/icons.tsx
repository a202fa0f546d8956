import type { SVGProps } from "react";
import type { IconName } from "@innovatehub/content/site";
import spriteUrl from "./icon-sprite.svg?no-inline";

const ICON_VIEWBOX = "0 0 24 24";
const ICON_SIZE_PX = 24;
const ICON_STROKE_WIDTH = 2;

type ContentIconProps = Omit<SVGProps<SVGSVGElement>, "ref" | "children"> & { name: IconName };

/**
 * The site's one way to draw an icon: a decorative icon for an `IconName`, its meaning always carried by
 * nearby text. The drawing comes from one cached sprite instead of a JavaScript module per icon
 * (docs/decisions.md D13), so a page ships no icon code and the prerendered HTML shows the icon without
 * scripts. Site code never renders a lucide component itself; UI kit components keep their own.
 */
export function ContentIcon({ name, ...props }: ContentIconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={ICON_SIZE_PX}
      height={ICON_SIZE_PX}
      viewBox={ICON_VIEWBOX}
      fill="none"
      stroke="currentColor"
      strokeWidth={ICON_STROKE_WIDTH}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
