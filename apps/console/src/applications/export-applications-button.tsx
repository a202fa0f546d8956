import { useState } from "react";
import { consoleApplicationsCopy as copy } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import { toast } from "@innovatehub/ui/sonner";
import { downloadText, toCsv } from "../lib/csv";
import type { ApplicationFilters } from "../data/agents/application-filters";
import {
  applicationCsvRows,
  applicationsExportFileName,
  fetchAllApplications,
  type ExportNames,
} from "./export-applications";

/** Downloads every application of the current filter (all pages) as a dated CSV file. */
export function ExportApplicationsButton({
  filters,
  names,
}: {
  filters: ApplicationFilters;
  names: ExportNames;
}) {
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      const rows = await fetchAllApplications(filters);
      downloadText(
        toCsv(applicationCsvRows(rows, names)),
        applicationsExportFileName(),
        "text/csv;charset=utf-8",
      );
      toast.success(copy.exportDone(rows.length));
    } catch {
      toast.error(copy.exportFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" variant="outline" disabled={busy} onClick={() => void run()}>
      {busy ? copy.exporting : copy.exportButton}
    </Button>
  );
}
