/**
 * Data cache (docs/product.md §9): the defaults of the staff console's TanStack Query client (the site fetches
 * nothing through a query cache).
 */
export const DATA_CACHE_STALE_TIME_MS = 5 * 60 * 1000;
export const DATA_CACHE_GC_TIME_MS = 5 * 60 * 1000;
export const DATA_CACHE_RETRY_COUNT = 1;
export const DATA_CACHE_REFETCH_ON_WINDOW_FOCUS = false;
const DATA_CACHE_RETRY_BASE_DELAY_MS = 1000;
const DATA_CACHE_RETRY_MAX_DELAY_MS = 30_000;

/** Retry delay that doubles per attempt up to 30 seconds (docs/product.md §9 "Data cache"). */
export function dataCacheRetryDelayMs(attemptIndex: number): number {
  return Math.min(
    DATA_CACHE_RETRY_BASE_DELAY_MS * 2 ** attemptIndex,
    DATA_CACHE_RETRY_MAX_DELAY_MS,
  );
}
