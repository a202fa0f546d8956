import type * as React from "react";

import { cn } from "../lib/utils";
import { fieldControlClasses } from "./input";

function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(fieldControlClasses, "field-sizing-content min-h-28 resize-y rounded-md", className)}
      {...props}
    />
  );
}

export { Textarea };
