type StrokeGlyphProps = { path: string; strokeWidth?: number; className?: string };

/**
 * A decorative line glyph on a 24-unit grid, drawn inline and hidden from assistive tech: for the native
 * controls, where an icon component's runtime would cost more than the path.
 */
export function StrokeGlyph({ path, strokeWidth = 2, className }: StrokeGlyphProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={path} />
    </svg>
  );
}
