import {
  bookingStatuses,
  canCloseAsSpam,
  inquiryStatuses,
  leadKinds,
  leadStatuses,
  type LeadKind,
} from "@innovatehub/domain";
import { leadSortValues, type LeadSort } from "@innovatehub/content/console";
import type { LeadStatus } from "@innovatehub/domain";
import type { InboxFilters } from "../data/leads/lead-filters";

/** Waiting leads first, oldest first: the inbox opens on what needs an answer. */
export const DEFAULT_LEAD_SORT: LeadSort = "waiting";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The value when it is one of `values`, else null: how a string from the URL or a select is narrowed. */
export function oneOf<Value extends string>(
  values: readonly Value[],
  value: string | null,
): Value | null {
  return values.find((candidate) => candidate === value) ?? null;
}

/** Unknown or malformed values are dropped, never sent on. */
export function filtersFromSearch(params: URLSearchParams): InboxFilters {
  const page = Number(params.get("page"));
  const from = params.get("from");
  const to = params.get("to");
  return {
    kind: oneOf(leadKinds, params.get("kind")),
    status: oneOf(leadStatuses, params.get("status")),
    from: from && DATE.test(from) ? from : null,
    to: to && DATE.test(to) ? to : null,
    q: params.get("q")?.trim() || null,
    sort: oneOf(leadSortValues, params.get("sort")) ?? DEFAULT_LEAD_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Only what differs from the defaults goes into the URL. */
export function searchFromFilters(filters: InboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["kind", "status", "from", "to", "q"] as const) {
    const value = filters[key];
    if (value) {
      params.set(key, value);
    }
  }
  if (filters.sort !== DEFAULT_LEAD_SORT) {
    params.set("sort", filters.sort);
  }
  if (filters.page > 1) {
    params.set("page", String(filters.page));
  }
  return params;
}

/** The statuses worth offering for a kind (both lists when no kind is chosen). */
export function statusesFor(kind: LeadKind | null): readonly LeadStatus[] {
  if (kind === "booking") {
    return bookingStatuses;
  }
  return kind === "inquiry" ? inquiryStatuses : leadStatuses;
}

/**
 * Whether the filters can close their leads as spam all at once: something narrows the inbox (the database refuses
 * a bulk close of everything), and the chosen kind and status, if any, include a lead that can still be closed.
 */
export function canCloseMatchingAsSpam(filters: InboxFilters): boolean {
  const narrowed = Boolean(filters.status ?? filters.from ?? filters.to ?? filters.q);
  const status = filters.status;
  const kinds = filters.kind ? [filters.kind] : leadKinds;
  return narrowed && (status === null || kinds.some((kind) => canCloseAsSpam(kind, status)));
}
