-- Erasing a person keeps an agency's application (docs/decisions.md D74): the anti-money-laundering record-keeping
-- rule (RA 9160 as amended) makes the company keep an agent's identification records, so only applications closed
-- without an agency or still before a decision (packages/domain agentStagesClosed, agentStagesBeforeDecision) are
-- erased. The answer says how many were kept, so the People screen can say so.
create or replace function public.data_subject_erase(p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_service_role_or_admin();
  v_mailbox text := private.normalized_email(p_email);
  v_erasable text[] := private.agent_stages_closed() || private.agent_stages_before_decision();
  v_appointments integer;
  v_inquiries integer;
  v_applications integer;
  v_kept integer;
  v_result jsonb;
begin
  delete from public.appointments a where private.normalized_email(a.email) = v_mailbox;
  get diagnostics v_appointments = row_count;
  delete from public.inquiries i where private.normalized_email(i.email) = v_mailbox;
  get diagnostics v_inquiries = row_count;
  delete from public.agent_applications g
  where private.normalized_email(g.email) = v_mailbox and g.stage = any (v_erasable);
  get diagnostics v_applications = row_count;
  select pg_catalog.count(*) into v_kept from public.agent_applications g
  where private.normalized_email(g.email) = v_mailbox;

  v_result := pg_catalog.jsonb_build_object('appointments', v_appointments, 'inquiries', v_inquiries,
    'agent_applications', v_applications, 'kept_agent_applications', v_kept);
  if v_actor.user_id is not null then
    perform private.write_audit(v_actor, 'data_subject_erased', null, null, null, null, null, v_result);
  end if;
  return v_result;
end
$$;
