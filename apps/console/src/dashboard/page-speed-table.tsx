import { consolePageSpeedCopy as copy } from "@innovatehub/content/console";
import type { PageVitalsRow } from "../data/page-vitals/page-vitals-query";

function formatP75(row: PageVitalsRow): string {
  return row.metric === "CLS" ? copy.score(row.p75) : copy.milliseconds(row.p75);
}

/** One row per page, device class and metric: the views, the 75th percentile and the share rated good. */
export function PageSpeedTable({ rows }: { rows: PageVitalsRow[] }) {
  return (
    <section aria-labelledby="page-speed" className="flex flex-col gap-2">
      <h2 id="page-speed" className="font-semibold">
        {copy.title}
      </h2>
      <p className="text-small text-muted-foreground">{copy.intro}</p>
      {rows.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-small">
            <thead>
              <tr className="border-b border-border text-left">
                <th scope="col" className="py-2 pr-4">
                  {copy.headers.page}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {copy.headers.device}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {copy.headers.metric}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {copy.headers.views}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {copy.headers.p75}
                </th>
                <th scope="col" className="py-2 text-right">
                  {copy.headers.good}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={`${row.path} ${row.device} ${row.metric}`}
                  className="border-b border-border"
                >
                  <th scope="row" className="py-2 pr-4 text-left font-normal">
                    {row.path}
                  </th>
                  <td className="py-2 pr-4">{copy.devices[row.device]}</td>
                  <td className="py-2 pr-4">
                    <abbr title={copy.metrics[row.metric]}>{row.metric}</abbr>
                  </td>
                  <td className="py-2 pr-4 text-right">{row.views}</td>
                  <td className="py-2 pr-4 text-right">{formatP75(row)}</td>
                  <td className="py-2 text-right">{copy.share(row.good_share)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
