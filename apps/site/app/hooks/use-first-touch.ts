import { useEffect } from "react";
import { captureFirstTouch } from "../lib/first-touch-capture";

/** Records the visit's first-touch source once, after the page has painted and hydrated (D12). */
export function useFirstTouch(): void {
  useEffect(captureFirstTouch, []);
}
