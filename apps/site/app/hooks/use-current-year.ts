import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
const currentYear = () => new Date().getFullYear();
/** The prerendered HTML carries the build year; hydration starts from it, then moves to today's. */
const buildYear = () => import.meta.env.BUILD_YEAR ?? currentYear();

/** The current calendar year, hydration-safe across a new year's eve between build and visit. */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, currentYear, buildYear);
}
