import { consoleApplicationCopy as copy } from "@innovatehub/content/console";
import { Field, FieldControl, FieldLabel } from "@innovatehub/ui/field";
import { NativeSelect } from "@innovatehub/ui/native-select";
import { toast } from "@innovatehub/ui/sonner";
import { DetailSection } from "../layout/detail-section";
import { useStaffMembersQuery } from "../data/staff/staff-members-query";
import { useAssignApplicationMutation } from "../data/agents/application-mutations";

/** Who works the application: any staff member, or nobody; a choice is saved at once. */
export function ApplicationAssignee({ id, assignee }: { id: string; assignee: string | null }) {
  const members = useStaffMembersQuery();
  const assign = useAssignApplicationMutation(id, {
    onSuccess: (chosen) => toast.success(chosen ? copy.assigned(chosen.email) : copy.unassignedDone),
    onError: () => toast.error(copy.assignFailed),
  });
  const list = members.data ?? [];

  return (
    <DetailSection id="application-assignee" title={copy.assigneeTitle}>
      <Field>
        <FieldLabel>{copy.assigneeLabel}</FieldLabel>
        <FieldControl>
          <NativeSelect
            value={assignee ?? ""}
            disabled={members.isPending || assign.isPending}
            onChange={(event) => {
              const member = list.find((candidate) => candidate.user_id === event.target.value);
              assign.mutate(member ? { userId: member.user_id, email: member.email } : null);
            }}
          >
            <option value="">{copy.unassigned}</option>
            {list.map((member) => (
              <option key={member.user_id} value={member.user_id}>
                {member.email}
              </option>
            ))}
          </NativeSelect>
        </FieldControl>
      </Field>
    </DetailSection>
  );
}
