import type { AgentApplicationStage, AgentBusinessPackage } from "@innovatehub/domain";

/**
 * What the Applications list is filtered by: the screen keeps it in the URL (so a link reproduces the view), the
 * applications query sends it to the database.
 */
export type ApplicationFilters = {
  stage: AgentApplicationStage | null;
  /** A province's PSGC code. */
  province: string | null;
  package: AgentBusinessPackage | null;
  /** A staff member's user id. */
  assignee: string | null;
  /** Business minutes waited (or taken to answer), at least. */
  minAge: number | null;
  q: string | null;
  page: number;
};
