import type { ReactNode } from "react";

/** The box every hero illustration is drawn in: fixed aspect ratio, so it never shifts the layout. */
export function VisualFrame({ children, viewBox = "0 0 480 400" }: { children: ReactNode; viewBox?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={viewBox}
      className="h-auto w-full max-w-lg drop-shadow-sm"
      fill="none"
    >
      {children}
    </svg>
  );
}
