import {
  agentApplicationStages,
  agentBusinessPackages,
  PSGC_CODE_PATTERN,
} from "@innovatehub/domain";
import { applicationAgeOptions } from "@innovatehub/content/console";
import type { ApplicationFilters } from "../data/agents/application-filters";
import { oneOf } from "../inbox/inbox-filters";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const AGE_VALUES = applicationAgeOptions.map((option) => option.value);

/** Unknown or malformed values are dropped, never sent on. */
export function filtersFromSearch(params: URLSearchParams): ApplicationFilters {
  const page = Number(params.get("page"));
  const province = params.get("province");
  const assignee = params.get("assignee");
  const age = oneOf(AGE_VALUES, params.get("age"));
  return {
    stage: oneOf(agentApplicationStages, params.get("stage")),
    province: province && PSGC_CODE_PATTERN.test(province) ? province : null,
    package: oneOf(agentBusinessPackages, params.get("package")),
    assignee: assignee && UUID.test(assignee) ? assignee : null,
    minAge: age === null ? null : Number(age),
    q: params.get("q")?.trim() || null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Only what is set goes into the URL. */
export function searchFromFilters(filters: ApplicationFilters): URLSearchParams {
  const params = new URLSearchParams();
  const values: [string, string | null][] = [
    ["stage", filters.stage],
    ["province", filters.province],
    ["package", filters.package],
    ["assignee", filters.assignee],
    ["age", filters.minAge === null ? null : String(filters.minAge)],
    ["q", filters.q],
  ];
  for (const [key, value] of values) {
    if (value) {
      params.set(key, value);
    }
  }
  if (filters.page > 1) {
    params.set("page", String(filters.page));
  }
  return params;
}
