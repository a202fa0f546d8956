import { Field, FieldControl, FieldLabel } from "@innovatehub/ui/field";
import { NativeSelect } from "@innovatehub/ui/native-select";
import { DetailSection } from "../layout/detail-section";
import { useStaffMembersQuery } from "../data/staff/staff-members-query";

/** A staff member chosen to work a lead, or null for nobody. */
type ChosenMember = { userId: string; email: string } | null;

type Props = {
  id: string;
  copy: { title: string; label: string; unassigned: string };
  assignee: string | null;
  pending: boolean;
  onAssign: (member: ChosenMember) => void;
};

/** Who works an inquiry or an application: any staff member, or nobody; a choice is saved at once. */
export function AssigneeSection({ id, copy, assignee, pending, onAssign }: Props) {
  const members = useStaffMembersQuery();
  const list = members.data ?? [];
  return (
    <DetailSection id={id} title={copy.title}>
      <Field>
        <FieldLabel>{copy.label}</FieldLabel>
        <FieldControl>
          <NativeSelect
            value={assignee ?? ""}
            disabled={members.isPending || pending}
            onChange={(event) => {
              const member = list.find((candidate) => candidate.user_id === event.target.value);
              onAssign(member ? { userId: member.user_id, email: member.email } : null);
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
