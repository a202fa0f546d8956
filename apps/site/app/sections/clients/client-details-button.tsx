import { lazy, type ComponentProps } from "react";
import { type ClientDisplay, clientSectionCopy } from "@innovatehub/content/site";
import { OnDemandDialogTrigger } from "../../lib/on-demand-dialog";

function loadClientDetailsDialog() {
  return import("./client-details-dialog");
}

const LazyClientDetailsDialog = lazy(() =>
  loadClientDetailsDialog().then((module) => ({ default: module.ClientDetailsDialog })),
);

type ClientDetailsButtonProps = Omit<
  ComponentProps<typeof OnDemandDialogTrigger>,
  "preload" | "renderDialog"
> & {
  client: ClientDisplay;
};

/**
 * Opens a client's "Client Details" dialog; the dialog's code loads on hover, focus or click. The visible
 * text defaults to View Details and the accessible name adds the store name.
 */
export function ClientDetailsButton({
  client,
  children = clientSectionCopy.viewDetails,
  variant = "outline",
  size = "sm",
  ...buttonProps
}: ClientDetailsButtonProps) {
  return (
    <OnDemandDialogTrigger
      preload={loadClientDetailsDialog}
      renderDialog={(dialogProps) => <LazyClientDetailsDialog client={client} {...dialogProps} />}
      variant={variant}
      size={size}
      aria-label={clientSectionCopy.viewDetailsLabel(client.storeName)}
      {...buttonProps}
    >
      {children}
    </OnDemandDialogTrigger>
  );
}
