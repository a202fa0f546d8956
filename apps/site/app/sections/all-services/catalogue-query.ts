import {
  DEFAULT_SERVICE_CATEGORY_TAB,
  type ServiceCategoryTab,
  serviceCategoryTabs,
} from "@innovatehub/content/site";

/** URL query keys that hold the catalogue state, so it survives a reload and works with back/forward. */
const SEARCH_PARAM = "q";
const CATEGORY_PARAM = "category";

export type CategoryId = ServiceCategoryTab["id"];

export type CatalogueQuery = {
  /** The search text exactly as typed (the filter trims it). */
  search: string;
  category: CategoryId;
};

export const DEFAULT_CATALOGUE_QUERY: CatalogueQuery = { search: "", category: DEFAULT_SERVICE_CATEGORY_TAB };

export function isCategoryId(value: string | null): value is CategoryId {
  return serviceCategoryTabs.some((tab) => tab.id === value);
}

/** Reads the catalogue state from a URL query; unknown categories fall back to All. */
export function parseCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const category = params.get(CATEGORY_PARAM);
  return {
    search: params.get(SEARCH_PARAM) ?? "",
    category: isCategoryId(category) ? category : DEFAULT_SERVICE_CATEGORY_TAB,
  };
}

/**
 * The URL query for a catalogue state, keeping any other parameters. Defaults are left out so the
 * plain page URL stays clean.
 */
export function catalogueSearchParams(current: URLSearchParams, next: CatalogueQuery): URLSearchParams {
  const params = new URLSearchParams(current);
  if (next.search === "") {
    params.delete(SEARCH_PARAM);
  } else {
    params.set(SEARCH_PARAM, next.search);
  }
  if (next.category === DEFAULT_SERVICE_CATEGORY_TAB) {
    params.delete(CATEGORY_PARAM);
  } else {
    params.set(CATEGORY_PARAM, next.category);
  }
  return params;
}
