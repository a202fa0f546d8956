import {
  DATA_CACHE_GC_TIME_MS,
  DATA_CACHE_REFETCH_ON_WINDOW_FOCUS,
  DATA_CACHE_RETRY_COUNT,
  DATA_CACHE_STALE_TIME_MS,
  dataCacheRetryDelayMs,
} from "@innovatehub/content";
import { QueryClient } from "@tanstack/react-query";

/** The data cache's rules: fresh 5 minutes, one retry with doubling delay up to 30 s, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DATA_CACHE_STALE_TIME_MS,
        gcTime: DATA_CACHE_GC_TIME_MS,
        retry: DATA_CACHE_RETRY_COUNT,
        retryDelay: dataCacheRetryDelayMs,
        refetchOnWindowFocus: DATA_CACHE_REFETCH_ON_WINDOW_FOCUS,
      },
    },
  });
}
