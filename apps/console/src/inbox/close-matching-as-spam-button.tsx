import { consoleSpamCopy as copy } from "@innovatehub/content/console";
import { toast } from "@innovatehub/ui/sonner";
import { useCloseMatchingAsSpamMutation } from "../data/leads/close-as-spam-mutation";
import { SpamConfirmButton } from "../lead/spam-confirm-button";
import type { InboxFilters } from "../data/leads/lead-filters";
import { canCloseMatchingAsSpam } from "./inbox-filters";

/** The inbox's bulk action: a flood found by a filter (a search, a status, dates) is closed as spam at once. */
export function CloseMatchingAsSpamButton({
  filters,
  total,
}: {
  filters: InboxFilters;
  total: number;
}) {
  const close = useCloseMatchingAsSpamMutation({
    onSuccess: (count) => toast.success(copy.closedMatching(count)),
    onError: () => toast.error(copy.closeMatchingFailed),
  });
  if (total === 0 || !canCloseMatchingAsSpam(filters)) {
    return null;
  }
  return (
    <SpamConfirmButton
      label={copy.closeMatching}
      title={copy.closeMatchingTitle}
      description={copy.closeMatchingBody(total)}
      pending={close.isPending}
      onConfirm={() => close.mutate(filters)}
    />
  );
}
