import { useState } from "react";
import { Button } from "@innovatehub/ui/button";
import { toast } from "@innovatehub/ui/sonner";
import { downloadText, toCsv } from "./csv";

/** The button's words, from the screen's copy in content. */
type ExportCsvTexts = {
  button: string;
  exporting: string;
  done: (count: number) => string;
  failed: string;
};

type Props<Row> = {
  texts: ExportCsvTexts;
  /** Every row to export (all pages of the current filter). */
  fetchRows: () => Promise<readonly Row[]>;
  /** The file's rows, header first. */
  csvRows: (rows: readonly Row[]) => string[][];
  fileName: () => string;
};

/** Downloads the rows of the current filter as a dated CSV file, and says how many it wrote. */
export function ExportCsvButton<Row>({ texts, fetchRows, csvRows, fileName }: Props<Row>) {
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      const rows = await fetchRows();
      downloadText(toCsv(csvRows(rows)), fileName(), "text/csv;charset=utf-8");
      toast.success(texts.done(rows.length));
    } catch {
      toast.error(texts.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" variant="outline" disabled={busy} onClick={() => void run()}>
      {busy ? texts.exporting : texts.button}
    </Button>
  );
}
