import { lazy, type ReactNode } from "react";
import { type ClientDisplay, clientSectionCopy } from "@innovatehub/content";
import type { ButtonProps } from "@innovatehub/ui/button";
import { OnDemandDialogTrigger } from "../../lib/on-demand-dialog";

function loadClientDetailsDialog() {
  return import("./client-details-dialog");
}

const LazyClientDetailsDialog = lazy(() =>
  loadClientDetailsDialog().then((module) => ({ default: module.ClientDetailsDialog })),
);

type ClientDetailsButtonProps = {
  client: ClientDisplay;
  /** Visible text of the trigger; its accessible name adds the store name. */
  triggerText?: ReactNode;
  triggerVariant?: ButtonProps["variant"];
  triggerSize?: ButtonProps["size"];
  triggerClassName?: string;
};

/** Opens a client's "Client Details" dialog; the dialog's code loads on hover, focus or click. */
export function ClientDetailsButton({
  client,
  triggerText = clientSectionCopy.viewDetails,
  triggerVariant = "outline",
  triggerSize = "sm",
  triggerClassName,
}: ClientDetailsButtonProps) {
  return (
    <OnDemandDialogTrigger
      preload={loadClientDetailsDialog}
      renderDialog={(dialogProps) => <LazyClientDetailsDialog client={client} {...dialogProps} />}
      variant={triggerVariant}
      size={triggerSize}
      className={triggerClassName}
      aria-label={clientSectionCopy.viewDetailsLabel(client.storeName)}
    >
      {triggerText}
    </OnDemandDialogTrigger>
  );
}
