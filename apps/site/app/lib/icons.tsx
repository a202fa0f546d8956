import type { SVGProps } from "react";
import spriteUrl from "./icon-sprite.svg?no-inline";

const ICON_VIEWBOX = "0 0 24 24";
const ICON_SIZE_PX = 24;
const ICON_STROKE_WIDTH = 2;

type ContentIconProps = Omit<SVGProps<SVGSVGElement>, "ref" | "children"> & { name: string };

/**
 * A decorative icon for a content icon key (a lucide name); its meaning is always carried by nearby
 * text. The drawing comes from one cached sprite instead of a JavaScript module per icon
 * (docs/decisions.md D13), so a page ships no icon code and the prerendered HTML shows the icon
 * without scripts. Every key the content uses is in the sprite (icon-sprite.test.tsx).
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
