import { type ClientDisplay, clientSectionCopy, formatClientDate } from "@innovatehub/content/site";
import { Badge } from "@innovatehub/ui/badge";
import { cn } from "@innovatehub/ui/lib/utils";
import { ClientDetailsButton } from "./client-details-button";
import { ClientMark } from "./client-mark";
import { clientTypeTone } from "./client-tone";

type ClientCardProps = { client: ClientDisplay; className?: string };

/** One client as a card: typographic mark, store, type, join date and the details dialog. */
export function ClientCard({ client, className }: ClientCardProps) {
  return (
    <article
      data-slot="client-card"
      className={cn(
        "flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-elevation-1 transition-[box-shadow,border-color] duration-200 hover:border-primary/30 hover:shadow-elevation-2 motion-reduce:transition-none",
        className,
      )}
    >
      <div className="flex items-start gap-4">
        <ClientMark storeName={client.storeName} type={client.type} />
        <div className="min-w-0">
          <h3 className="text-h4 text-balance">{client.storeName}</h3>
          <Badge variant="tinted" className={cn("mt-2", clientTypeTone(client.type))}>
            {client.typeLabel}
          </Badge>
        </div>
      </div>
      <dl className="grid gap-3 text-small">
        {client.packageLabel ? (
          <div>
            <dt className="text-small text-muted-foreground">
              {clientSectionCopy.fieldLabels.businessPackage}
            </dt>
            <dd className="font-medium">{client.packageLabel}</dd>
          </div>
        ) : null}
        {client.joinDate ? (
          <div>
            <dt className="text-small text-muted-foreground">
              {clientSectionCopy.fieldLabels.joinDate}
            </dt>
            <dd className="font-medium">
              <time dateTime={client.joinDate}>{formatClientDate(client.joinDate)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-auto pt-1">
        <ClientDetailsButton client={client} className="w-full" size="default" />
      </div>
    </article>
  );
}
