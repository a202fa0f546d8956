import type { ReactNode } from "react";

/** A titled part of a detail screen; its heading names the region for screen readers. */
export function DetailSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className ?? "flex flex-col gap-3"}>
      <h2 id={id} className="text-h4">
        {title}
      </h2>
      {children}
    </section>
  );
}
