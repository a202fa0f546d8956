import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import {
  consoleDashboardCopy as copy,
  consolePageSpeedCopy as pageSpeedCopy,
} from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import {
  DateRangeFilter,
  isReversed,
  type DateRangeValue,
} from "@innovatehub/ui/date-range-filter";
import { DetailSkeleton } from "../layout/detail-skeleton";
import { LoadError } from "../layout/load-error";
import { useDashboardQuery, type DashboardFigures } from "../data/leads/dashboard-query";
import { usePageVitalsQuery } from "../data/page-vitals/page-vitals-query";
import { PageSpeedTable } from "./page-speed-table";
import { AgentNetwork } from "./agent-network";
import {
  FunnelChart,
  LeadsByKindChart,
  LeadsByServiceChart,
  LeadsBySourceChart,
  ResponseTimeChart,
} from "./dashboard-charts";
import { isValidRange, rangeFromSearch, type DashboardRange } from "./dashboard-range";

/** The dates as a GET form: the range lives in the URL, so a view can be linked and survives a reload. */
function RangeForm({ range }: { range: DashboardRange }) {
  const [, setSearchParams] = useSearchParams();
  const [draft, setDraft] = useState<DateRangeValue>(range);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isReversed(draft)) {
      // The error under the dates says why; the URL keeps the range on screen.
      return;
    }
    // An open end means "the default range": the dashboard always shows a closed range.
    setSearchParams(draft.from && draft.to ? { from: draft.from, to: draft.to } : {});
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3"
      aria-label={copy.rangeLegend}
    >
      <DateRangeFilter
        className="w-full max-w-md"
        value={draft}
        onChange={setDraft}
        error={isReversed(draft) ? copy.rangeInvalid : undefined}
        labels={{ from: copy.fromLabel, to: copy.toLabel, openCalendar: copy.calendarButton }}
      />
      <Button type="submit" variant="outline">
        {copy.apply}
      </Button>
    </form>
  );
}

function ShowRate({ showRate }: { showRate: DashboardFigures["show_rate"] }) {
  const held = showRate.completed + showRate.no_show;
  return (
    <section
      aria-labelledby="show-rate"
      className="flex flex-col gap-1 self-start rounded-lg border border-border p-4"
    >
      <h2 id="show-rate" className="font-semibold">
        {copy.showRate.title}
      </h2>
      <p className="text-h4">
        {showRate.rate === null
          ? copy.showRate.none
          : copy.showRate.value(showRate.rate, showRate.completed, held)}
      </p>
    </section>
  );
}

function Figures({ figures }: { figures: DashboardFigures }) {
  const total = figures.sources.reduce((sum, source) => sum + source.leads, 0);
  return (
    <div className="flex flex-col gap-8">
      <p className="font-semibold">{copy.totals(total)}</p>
      <div className="grid gap-8 lg:grid-cols-2">
        <LeadsByKindChart weeks={figures.weeks} />
        <LeadsByServiceChart weeks={figures.weeks} />
        <LeadsBySourceChart sources={figures.sources} />
        <ResponseTimeChart weeks={figures.weeks} />
        <div className="flex flex-col gap-2">
          <FunnelChart funnel={figures.funnel} />
          <p className="text-small text-muted-foreground">{copy.funnelNote}</p>
        </div>
        <ShowRate showRate={figures.show_rate} />
      </div>
    </div>
  );
}

/** Real visits' page speed for the range, loaded beside the lead figures (staff_page_vitals). */
function PageSpeed({ range }: { range: DashboardRange }) {
  const query = usePageVitalsQuery(range.from, range.to, true);
  if (query.isPending) {
    return <DetailSkeleton label={pageSpeedCopy.loading} />;
  }
  if (query.isError) {
    return <LoadError title={pageSpeedCopy.errorTitle} onRetry={() => void query.refetch()} />;
  }
  return <PageSpeedTable rows={query.data} />;
}

/**
 * The team's figures at a glance; every number is computed by the database (staff_lead_dashboard,
 * staff_agent_dashboard, staff_page_vitals).
 */
export function DashboardPage() {
  const [searchParams] = useSearchParams();
  const range = rangeFromSearch(searchParams);
  const valid = isValidRange(range);
  const query = useDashboardQuery(range.from, range.to, valid);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-h3">{copy.title}</h1>
        <p className="text-small text-muted-foreground">{copy.intro}</p>
      </div>
      <RangeForm key={`${range.from}:${range.to}`} range={range} />
      {!valid ? (
        <p role="alert" className="text-destructive">
          {copy.rangeInvalid}
        </p>
      ) : query.isPending ? (
        <DetailSkeleton label={copy.loading} />
      ) : query.isError ? (
        <LoadError title={copy.errorTitle} onRetry={() => void query.refetch()} />
      ) : (
        <Figures figures={query.data} />
      )}
      {valid ? <AgentNetwork range={range} /> : null}
      {valid ? <PageSpeed range={range} /> : null}
    </div>
  );
}
