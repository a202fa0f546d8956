import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { useIsHydrated } from "../../hooks/use-is-hydrated";
import {
  type CatalogueQuery,
  catalogueSearchParams,
  DEFAULT_CATALOGUE_QUERY,
  parseCatalogueQuery,
} from "./catalogue-query";

type UpdateOptions = {
  /** Replace the history entry (typing) instead of adding one (choosing a tab). */
  replace?: boolean;
};

/** Catalogue search text and category tab, kept in the URL query (?q=&category=). */
export function useCatalogueQuery(): [
  CatalogueQuery,
  (next: CatalogueQuery, options?: UpdateOptions) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useIsHydrated();
  const query = hydrated ? parseCatalogueQuery(searchParams) : DEFAULT_CATALOGUE_QUERY;

  const update = useCallback(
    (next: CatalogueQuery, { replace = false }: UpdateOptions = {}) => {
      setSearchParams((current) => catalogueSearchParams(current, next), {
        replace,
        preventScrollReset: true,
      });
    },
    [setSearchParams],
  );

  return [query, update];
}
