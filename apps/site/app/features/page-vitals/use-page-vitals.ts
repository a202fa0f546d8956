import { useEffect } from "react";
import { sampleRateOf } from "./sample-rate";

/**
 * A sample of page views reports its real speed (docs/decisions.md D69). The reporter and web-vitals load after
 * hydration, and only for a sampled view, so they stay out of every page's first load.
 */
export function usePageVitals(): void {
  useEffect(() => {
    if (Math.random() >= sampleRateOf(import.meta.env.VITE_VITALS_SAMPLE_RATE)) {
      return;
    }
    void import("./report-page-vitals").then((module) => module.reportPageVitals());
  }, []);
}
