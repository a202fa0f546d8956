import { useEffect, useState } from "react";
import { useMatches } from "react-router";
import { NOT_FOUND_ROUTE_ID } from "../../lib/not-found-path";
import { sampleRateOf } from "./sample-rate";

/**
 * A sample of page views reports its real speed (docs/decisions.md D69). The reporter and web-vitals load after
 * hydration, and only for a sampled view, so they stay out of every page's first load.
 */
export function usePageVitals(): void {
  const matches = useMatches();
  // The page the visitor landed on, kept: web-vitals measures the document's load, not client-side navigations.
  // The path is named for the report (reportedPathOf) in the reporter's own chunk, off the first load.
  const [landed] = useState(() => ({
    pathname: matches.at(-1)?.pathname ?? "/",
    notFound: matches.some((match) => match.id === NOT_FOUND_ROUTE_ID),
  }));
  useEffect(() => {
    if (Math.random() >= sampleRateOf(import.meta.env.VITE_VITALS_SAMPLE_RATE)) {
      return;
    }
    void import("./report-page-vitals").then((module) =>
      module.reportPageVitals(landed.pathname, landed.notFound),
    );
  }, [landed]);
}
