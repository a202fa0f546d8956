import { useCallback, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import {
  type CatalogueQuery,
  catalogueSearchParams,
  DEFAULT_CATALOGUE_QUERY,
  parseCatalogueQuery,
} from "./catalogue-query";

function subscribeToNothing(): () => void {
  return () => undefined;
}

/**
 * The prerendered HTML was made without a query, so hydration must render the defaults too; right
 * after hydration the state from the URL takes over (no hydration mismatch, no flash on a plain URL).
 */
function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

type UpdateOptions = {
  /** Replace the history entry (typing) instead of adding one (choosing a tab). */
  replace?: boolean;
};

/** Catalogue search text and category tab, kept in the URL query (?q=&category=). */
export function useCatalogueQuery(): [CatalogueQuery, (next: CatalogueQuery, options?: UpdateOptions) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useIsHydrated();
  const query = hydrated ? parseCatalogueQuery(searchParams) : DEFAULT_CATALOGUE_QUERY;

  const update = useCallback(
    (next: CatalogueQuery, { replace = false }: UpdateOptions = {}) => {
      setSearchParams((current) => catalogueSearchParams(current, next), { replace, preventScrollReset: true });
    },
    [setSearchParams],
  );

  return [query, update];
}
