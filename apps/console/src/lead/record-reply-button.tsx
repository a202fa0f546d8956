import { consoleLeadClockCopy as copy } from "@innovatehub/content/console";
import { Button } from "@innovatehub/ui/button";
import { toast } from "@innovatehub/ui/sonner";
import { useRecordReplyMutation, type RepliedKind } from "../data/leads/record-reply-mutation";

/**
 * A reply sent from the staff member's own mail program answers the lead too; this records it (once: the first
 * response keeps its time), so the lead's clock stops.
 */
export function RecordReplyButton({ kind, id }: { kind: RepliedKind; id: string }) {
  const record = useRecordReplyMutation(kind, id, {
    onSuccess: () => toast.success(copy.replyRecorded),
    onError: () => toast.error(copy.replyFailed),
  });
  return (
    <Button
      type="button"
      variant="outline"
      disabled={record.isPending}
      onClick={() => record.mutate()}
    >
      {record.isPending ? copy.recordingReply : copy.recordReply}
    </Button>
  );
}
