import { consoleInquiryCopy } from "@innovatehub/content/console";
import { toast } from "@innovatehub/ui/sonner";
import { AssigneeSection } from "../lead/assignee-section";
import { useAssignInquiryMutation } from "../data/inquiries/inquiry-assign-mutation";

const copy = consoleInquiryCopy;

export function InquiryAssignee({ id, assignee }: { id: string; assignee: string | null }) {
  const assign = useAssignInquiryMutation(id, {
    onSuccess: (chosen) =>
      toast.success(chosen ? copy.assigned(chosen.email) : copy.unassignedDone),
    onError: () => toast.error(copy.assignFailed),
  });
  return (
    <AssigneeSection
      id="inquiry-assignee"
      copy={{ title: copy.assigneeTitle, label: copy.assigneeLabel, unassigned: copy.unassigned }}
      assignee={assignee}
      pending={assign.isPending}
      onAssign={(member) => assign.mutate(member)}
    />
  );
}
