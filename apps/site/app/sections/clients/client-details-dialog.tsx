import {
  type ClientDisplay,
  clientDetailsCopy,
  clientSectionCopy,
  formatClientDate,
} from "@innovatehub/content/site";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@innovatehub/ui/dialog";
import { focusTriggerOnClose, type OnDemandDialogProps } from "../../lib/on-demand-dialog-props";
import { ClientMark } from "./client-mark";

/** Long values take the full width of the two-column list; short ones sit side by side. */
type DetailRow = { label: string; value: string | undefined; wide?: boolean };

/** Only the masked forms of personal data exist on ClientDisplay (docs/product.md §10.8). */
function detailRows(client: ClientDisplay): DetailRow[] {
  const labels = clientSectionCopy.fieldLabels;
  return [
    { label: labels.name, value: client.name, wide: true },
    { label: labels.type, value: client.typeLabel },
    { label: labels.username, value: client.username },
    { label: labels.email, value: client.maskedEmail, wide: true },
    { label: labels.contactNumber, value: client.maskedPhone },
    { label: labels.address, value: client.address, wide: true },
    { label: labels.businessPackage, value: client.packageLabel, wide: true },
    { label: labels.tinNumber, value: client.maskedTin },
    {
      label: labels.activationDate,
      value:
        client.activationDate === undefined ? undefined : formatClientDate(client.activationDate),
    },
    {
      label: labels.joinDate,
      value: client.joinDate === undefined ? undefined : formatClientDate(client.joinDate),
    },
  ];
}

type ClientDetailsDialogProps = OnDemandDialogProps & { client: ClientDisplay };

/**
 * docs/product.md §2: the "Client Details" dialog, opened from a card or a table row through
 * ClientDetailsButton, which loads this module on demand.
 */
export function ClientDetailsDialog({
  client,
  open,
  onOpenChange,
  returnFocusTo,
}: ClientDetailsDialogProps) {
  const rows = detailRows(client).filter(
    (row): row is DetailRow & { value: string } => row.value !== undefined,
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="client-details"
        onCloseAutoFocus={focusTriggerOnClose(returnFocusTo)}
      >
        <DialogHeader>
          <DialogTitle>{clientDetailsCopy.title}</DialogTitle>
          <DialogDescription>{clientDetailsCopy.description}</DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-4 rounded-lg bg-muted p-4">
          <ClientMark storeName={client.storeName} type={client.type} />
          <p className="text-h4">
            <span className="sr-only">{clientSectionCopy.fieldLabels.storeName}: </span>
            {client.storeName}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-4">
          {rows.map((row) => (
            <div key={row.label} className={row.wide ? "col-span-2" : undefined}>
              <dt className="text-small font-semibold text-muted-foreground">{row.label}</dt>
              <dd className="text-body break-words">{row.value}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
