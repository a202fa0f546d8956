import {
  CLIENT_TABLE_HEIGHT_PX,
  type ClientDisplay,
  clientSectionCopy,
  formatClientDate,
} from "@innovatehub/content/site";
import { Badge } from "@innovatehub/ui/badge";
import { cn } from "@innovatehub/ui/lib/utils";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@innovatehub/ui/table";
import { ClientDetailsButton } from "./client-details-button";
import { ClientMark } from "./client-mark";
import { clientTypeTone } from "./client-tone";

type ClientTableProps = { clients: readonly ClientDisplay[] };

/** The table view (docs/product.md §9: a 600 px scrollable area), keyboard-scrollable as a labelled region. */
export function ClientTable({ clients }: ClientTableProps) {
  const labels = clientSectionCopy.fieldLabels;
  return (
    <Table
      data-slot="client-table"
      containerProps={{
        role: "region",
        "aria-label": clientSectionCopy.tableCaption,
        tabIndex: 0,
        style: { maxHeight: `${CLIENT_TABLE_HEIGHT_PX}px` },
        className:
          "bg-card shadow-elevation-1 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none",
      }}
      className="caption-top"
    >
      <TableCaption className="px-3 text-left">{clientSectionCopy.tableCaption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{labels.storeName}</TableHead>
          <TableHead scope="col">{labels.name}</TableHead>
          <TableHead scope="col">{labels.type}</TableHead>
          <TableHead scope="col">{labels.businessPackage}</TableHead>
          <TableHead scope="col">{labels.joinDate}</TableHead>
          <TableHead scope="col">
            <span className="sr-only">{clientSectionCopy.viewDetails}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {clients.map((client) => (
          <TableRow key={client.id}>
            <TableHead scope="row" className="font-semibold">
              <span className="flex items-center gap-3">
                <ClientMark
                  storeName={client.storeName}
                  type={client.type}
                  className="size-9 text-small"
                />
                {client.storeName}
              </span>
            </TableHead>
            <TableCell className="whitespace-nowrap">{client.name}</TableCell>
            <TableCell>
              <Badge variant="tinted" className={clientTypeTone(client.type)}>
                {client.typeLabel}
              </Badge>
            </TableCell>
            <TableCell
              className={cn("min-w-44", client.packageLabel ? undefined : "text-muted-foreground")}
            >
              {client.packageLabel ?? clientSectionCopy.notProvided}
            </TableCell>
            <TableCell
              className={cn(
                "whitespace-nowrap",
                client.joinDate ? undefined : "text-muted-foreground",
              )}
            >
              {client.joinDate ? (
                <time dateTime={client.joinDate}>{formatClientDate(client.joinDate)}</time>
              ) : (
                clientSectionCopy.notProvided
              )}
            </TableCell>
            <TableCell className="text-right">
              <ClientDetailsButton client={client} variant="ghost" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
