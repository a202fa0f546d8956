import { consoleAgentDashboardCopy as copy } from "@innovatehub/content/console";
import { agentApplicationStages, type AgentApplicationStage } from "@innovatehub/domain";
import type { AgentDashboardFigures, ProvinceFigures } from "../data/agents/agent-dashboard-query";
import type { PlaceLookup } from "../data/agents/place-lookup";

/** Where a province's applications stand: before a decision, an agency, closed (the table's and chart's series). */
export const agentOutcomes = ["in_progress", "agencies", "closed"] as const;

/** A province's figures as the table and the chart show them: keyed by its code and named. */
export type ProvinceRow = Omit<ProvinceFigures, "province_code" | "region_code"> & {
  key: string;
  label: string;
};

export type StageCount = { stage: AgentApplicationStage; applications: number };

/** A province by name; a region's stores outside any province by the region's name; an unknown code as itself. */
function placeLabel(figures: ProvinceFigures, places: PlaceLookup): string {
  if (figures.province_code !== null) {
    return places.provinces.get(figures.province_code) ?? copy.unknownPlace(figures.province_code);
  }
  const region = places.regions.get(figures.region_code);
  return region === undefined
    ? copy.unknownPlace(figures.region_code)
    : copy.outsideProvince(region);
}

/** The database's province figures, named, in its order (most applications first). */
export function provinceRows(
  provinces: AgentDashboardFigures["provinces"],
  places: PlaceLookup,
): ProvinceRow[] {
  return provinces.map((figures) => ({
    key: figures.province_code ?? figures.region_code,
    label: placeLabel(figures, places),
    applications: figures.applications,
    in_progress: figures.in_progress,
    agencies: figures.agencies,
    closed: figures.closed,
  }));
}

/** Every stage in the pipeline's order, at zero when no application is in it. */
export function stageCounts(stages: AgentDashboardFigures["stages"]): StageCount[] {
  return agentApplicationStages.map((stage) => ({ stage, applications: stages[stage] ?? 0 }));
}
