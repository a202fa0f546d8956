import { useState } from "react";
import { consoleExportCopy } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import { toast } from "@innovatehub/ui/sonner";
import { downloadText, toCsv } from "../lib/csv";
import type { InboxFilters } from "../data/leads/lead-filters";
import { exportFileName, fetchAllLeads, leadCsvRows } from "./export-leads";

/** Downloads every row of the current filter (all pages) as a dated CSV file. */
export function ExportLeadsButton({ filters }: { filters: InboxFilters }) {
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      const rows = await fetchAllLeads(filters);
      downloadText(toCsv(leadCsvRows(rows)), exportFileName(), "text/csv;charset=utf-8");
      toast.success(consoleExportCopy.done(rows.length));
    } catch {
      toast.error(consoleExportCopy.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" variant="outline" disabled={busy} onClick={() => void run()}>
      {busy ? consoleExportCopy.exporting : consoleExportCopy.button}
    </Button>
  );
}
