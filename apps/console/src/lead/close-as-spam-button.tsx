import {
  canCloseAsSpam,
  type BookingStatus,
  type InquiryStatus,
  type LeadKind,
} from "@innovatehub/domain";
import { consoleSpamCopy as copy } from "@innovatehub/content/console";
import { toast } from "@innovatehub/ui/sonner";
import { isIllegalTransition } from "../data/errors";
import { useCloseAsSpamMutation } from "../data/leads/close-as-spam-mutation";
import { SpamConfirmButton } from "./spam-confirm-button";

type CloseAsSpamButtonProps = {
  kind: LeadKind;
  id: string;
  name: string;
  status: BookingStatus | InquiryStatus;
};

/** On a lead's page, while nobody has moved the lead on: closes it as spam (silently, for good). */
export function CloseAsSpamButton({ kind, id, name, status }: CloseAsSpamButtonProps) {
  const close = useCloseAsSpamMutation(kind, id, {
    onSuccess: () => toast.success(copy.closed),
    onError: (error) => toast.error(isIllegalTransition(error) ? copy.movedOn : copy.failed),
  });
  if (!canCloseAsSpam(kind, status)) {
    return null;
  }
  return (
    <SpamConfirmButton
      label={copy.close}
      title={copy.confirmTitle}
      description={copy.confirmBody(kind, name)}
      pending={close.isPending}
      onConfirm={() => close.mutate()}
    />
  );
}
