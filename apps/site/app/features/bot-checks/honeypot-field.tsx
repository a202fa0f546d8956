import type { RefObject } from "react";
import { honeypotField } from "@innovatehub/content/site";

/**
 * A field only bots fill: `hidden` keeps it from sight, from the tab order and from assistive tech; browsers do
 * not autofill it. Its value (normally empty) goes with the lead, and the database drops a filled one.
 */
export function HoneypotField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div hidden>
      <label>
        {honeypotField.label}
        <input
          ref={inputRef}
          type="text"
          name={honeypotField.name}
          tabIndex={-1}
          autoComplete="off"
        />
      </label>
    </div>
  );
}
