import type * as React from "react";
import { ChevronDownIcon } from "lucide-react";

import { cn } from "../lib/utils";

/*
 * The browser's own disclosure (<details>/<summary>) dressed like Accordion, for static text such as an
 * FAQ. It needs no JavaScript: it works before hydration and with scripts off, find-in-page opens the answer
 * it matches, and items that share a `name` form an exclusive group (one open at a time). Use Accordion when
 * the open state must be controlled from code.
 */
function Disclosure({ className, ...props }: React.ComponentProps<"details">) {
  return (
    <details
      data-slot="disclosure"
      className={cn("group/disclosure border-b border-border last:border-b-0", className)}
      {...props}
    />
  );
}

function DisclosureSummary({ className, children, ...props }: React.ComponentProps<"summary">) {
  return (
    <summary
      data-slot="disclosure-summary"
      className={cn(
        "flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 text-left text-body font-semibold transition-colors outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/60 [&::-webkit-details-marker]:hidden",
        className,
      )}
      {...props}
    >
      {children}
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none size-4 shrink-0 text-muted-foreground transition-transform duration-200 group-open/disclosure:rotate-180"
      />
    </summary>
  );
}

function DisclosureContent({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="disclosure-content"
      className={cn("pb-4 text-body text-muted-foreground", className)}
      {...props}
    />
  );
}

export { Disclosure, DisclosureContent, DisclosureSummary };
