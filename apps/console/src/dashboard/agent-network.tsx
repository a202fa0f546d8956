import type { ReactNode } from "react";
import { consoleAgentDashboardCopy as copy } from "@innovatehub/content/console";
import { DescriptionList } from "@innovatehub/ui/description-list";
import { DetailSkeleton } from "../layout/detail-skeleton";
import { LoadError } from "../layout/load-error";
import {
  useAgentDashboardQuery,
  type AgentDashboardFigures,
} from "../data/agents/agent-dashboard-query";
import { placeLookup } from "../data/agents/place-lookup";
import {
  ApplicationsByProvinceChart,
  ApplicationsByStageChart,
  ApplicationsPerWeekChart,
} from "./agent-network-charts";
import { provinceRows, stageCounts } from "./agent-network-rows";
import type { DashboardRange } from "./dashboard-range";
import { ProvinceTable } from "./province-table";

/** The median in words, or why there is none yet. */
function median(minutes: number | null, count: number, counted: string, none: string): string {
  return minutes === null ? none : copy.median(minutes, count, counted);
}

function AgentFigures({ figures }: { figures: AgentDashboardFigures }) {
  const { conversion } = figures;
  const provinces = provinceRows(figures.provinces, placeLookup);
  return (
    <>
      <p className="font-semibold">{copy.totals(conversion.applications)}</p>
      <DescriptionList
        items={[
          {
            term: copy.figures.firstResponse,
            description: median(
              figures.first_response.median_minutes,
              figures.first_response.answered,
              copy.answered,
              copy.noneAnswered,
            ),
          },
          {
            term: copy.figures.decision,
            description: median(
              figures.decision.median_minutes,
              figures.decision.decided,
              copy.decided,
              copy.noneDecided,
            ),
          },
          {
            term: copy.figures.conversion,
            description:
              conversion.rate === null
                ? copy.empty
                : copy.conversion(conversion.rate, conversion.onboarded, conversion.applications),
          },
        ]}
      />
      <div className="grid gap-8 lg:grid-cols-2">
        <ApplicationsPerWeekChart weeks={figures.weeks} />
        <ApplicationsByStageChart stages={stageCounts(figures.stages)} />
        <ApplicationsByProvinceChart rows={provinces} />
      </div>
      <ProvinceTable rows={provinces} />
    </>
  );
}

/**
 * The agent network's figures for the range (staff_agent_dashboard), with province names from the PSGC release
 * the console ships (the database keeps codes).
 */
export function AgentNetwork({ range }: { range: DashboardRange }) {
  const query = useAgentDashboardQuery(range.from, range.to, true);
  let content: ReactNode;
  if (query.isError) {
    content = <LoadError title={copy.errorTitle} onRetry={() => void query.refetch()} />;
  } else if (query.isPending) {
    content = <DetailSkeleton label={copy.loading} />;
  } else if (query.data.conversion.applications === 0) {
    content = <p>{copy.empty}</p>;
  } else {
    content = <AgentFigures figures={query.data} />;
  }
  return (
    <section aria-labelledby="agent-network" className="flex flex-col gap-6">
      <div>
        <h2 id="agent-network" className="text-h4">
          {copy.title}
        </h2>
        <p className="text-small text-muted-foreground">{copy.intro}</p>
      </div>
      {content}
    </section>
  );
}
