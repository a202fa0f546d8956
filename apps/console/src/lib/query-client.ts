import {
  DATA_CACHE_GC_TIME_MS,
  DATA_CACHE_REFETCH_ON_WINDOW_FOCUS,
  DATA_CACHE_RETRY_COUNT,
  DATA_CACHE_STALE_TIME_MS,
  dataCacheRetryDelayMs,
} from "@innovatehub/content/console";
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";

/** The database's answer to a token whose session has ended (signed out elsewhere, or the member removed). */
export const SESSION_ENDED_CODE = "PT401";

function isSessionEnded(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    error.code === SESSION_ENDED_CODE
  );
}

/**
 * The data cache's rules: fresh 5 minutes, one retry with doubling delay up to 30 s, no refetch on focus. A query
 * or change refused because the session has ended calls `onSessionEnded` (the console then signs out locally and
 * shows the sign-in page) instead of retrying.
 */
export function createQueryClient(onSessionEnded: () => void = () => undefined): QueryClient {
  const onError = (error: unknown) => {
    if (isSessionEnded(error)) {
      onSessionEnded();
    }
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: DATA_CACHE_STALE_TIME_MS,
        gcTime: DATA_CACHE_GC_TIME_MS,
        retry: (failureCount, error) =>
          !isSessionEnded(error) && failureCount < DATA_CACHE_RETRY_COUNT,
        retryDelay: dataCacheRetryDelayMs,
        refetchOnWindowFocus: DATA_CACHE_REFETCH_ON_WINDOW_FOCUS,
      },
    },
  });
}
