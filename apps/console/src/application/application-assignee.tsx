import { consoleApplicationCopy as copy } from "@innovatehub/content/console";
import { toast } from "@innovatehub/ui/sonner";
import { AssigneeSection } from "../lead/assignee-section";
import { useAssignApplicationMutation } from "../data/agents/application-mutations";

export function ApplicationAssignee({ id, assignee }: { id: string; assignee: string | null }) {
  const assign = useAssignApplicationMutation(id, {
    onSuccess: (chosen) =>
      toast.success(chosen ? copy.assigned(chosen.email) : copy.unassignedDone),
    onError: () => toast.error(copy.assignFailed),
  });
  return (
    <AssigneeSection
      id="application-assignee"
      copy={{ title: copy.assigneeTitle, label: copy.assigneeLabel, unassigned: copy.unassigned }}
      assignee={assignee}
      pending={assign.isPending}
      onAssign={(member) => assign.mutate(member)}
    />
  );
}
