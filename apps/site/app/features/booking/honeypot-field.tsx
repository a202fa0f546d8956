import type { RefObject } from "react";
import { bookingHoneypotField } from "@innovatehub/content";

/**
 * A field only bots fill: `hidden` keeps it from sight, from the tab order and from assistive tech; browsers do
 * not autofill it. Its value (normally empty) goes with the booking, and the database drops a filled one.
 */
export function HoneypotField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div hidden>
      <label>
        {bookingHoneypotField.label}
        <input
          ref={inputRef}
          type="text"
          name={bookingHoneypotField.name}
          tabIndex={-1}
          autoComplete="off"
        />
      </label>
    </div>
  );
}
