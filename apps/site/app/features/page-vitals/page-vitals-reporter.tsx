import { usePageVitals } from "./use-page-vitals";

/** Mounted once the page has hydrated (DeferredPageVitals): starts the sampled report of this page view. */
export default function PageVitalsReporter() {
  usePageVitals();
  return null;
}
