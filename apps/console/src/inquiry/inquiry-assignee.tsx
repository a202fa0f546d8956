import { useId } from "react";
import { consoleInquiryCopy } from "@innovatehub/content/console";
import { fieldControlClasses } from "@innovatehub/ui/input";
import { cn } from "@innovatehub/ui/lib/utils";
import { toast } from "@innovatehub/ui/sonner";
import { DetailSection } from "../layout/detail-section";
import { LabelledField } from "../layout/labelled-field";
import { useStaffMembersQuery } from "../data/staff/staff-members-query";
import { useAssignInquiryMutation } from "../data/inquiries/inquiry-assign-mutation";

const copy = consoleInquiryCopy;

/** Who works the inquiry: any staff member, or nobody; a choice is saved at once. */
export function InquiryAssignee({ id, assignee }: { id: string; assignee: string | null }) {
  const fieldId = useId();
  const members = useStaffMembersQuery();
  const assign = useAssignInquiryMutation(id, {
    onSuccess: (chosen) =>
      toast.success(chosen ? copy.assigned(chosen.email) : copy.unassignedDone),
    onError: () => toast.error(copy.assignFailed),
  });
  const list = members.data ?? [];

  return (
    <DetailSection id="inquiry-assignee" title={copy.assigneeTitle}>
      <LabelledField label={copy.assigneeLabel} htmlFor={fieldId}>
        <select
          id={fieldId}
          className={cn(fieldControlClasses, "h-11 pr-8")}
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
        </select>
      </LabelledField>
    </DetailSection>
  );
}
