import type * as React from "react";

import { cn } from "../lib/utils";

type DescriptionItem = { term: React.ReactNode; description: React.ReactNode; key?: string };

type DescriptionListProps = React.ComponentProps<"dl"> & { items: readonly DescriptionItem[] };

/** Label and value pairs of one record: stacked on narrow screens, in two columns from `sm`. */
function DescriptionList({ items, className, ...props }: DescriptionListProps) {
  return (
    <dl
      data-slot="description-list"
      className={cn(
        "grid grid-cols-1 gap-x-6 gap-y-1 text-small sm:grid-cols-[minmax(8rem,auto)_1fr]",
        className,
      )}
      {...props}
    >
      {items.map((item, index) => (
        <div key={item.key ?? index} className="contents">
          <dt className="pt-2 font-semibold text-muted-foreground sm:pt-1">{item.term}</dt>
          <dd className="break-words text-foreground sm:pt-1">{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}

export { DescriptionList, type DescriptionItem, type DescriptionListProps };
