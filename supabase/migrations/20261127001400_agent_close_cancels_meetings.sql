-- A declined or withdrawn application keeps no meeting ahead (docs/product.md §18.7, docs/decisions.md D84). The
-- move that closes it cancels, in the same transaction, each of its meetings that has not started: cancelled as
-- staff cancel a booking (a new revision, so its reminders are dropped by the reminder trigger and the staff feed
-- leaves it out; audited with who), with no booking_cancelled e-mail. The applicant's one e-mail is the stage's
-- (declined or withdrawn), which names the next meeting it cancelled and carries the calendar's cancellation:
-- mail_jobs.cancelled_meeting_id points at it, and the claim returns it as the job's booking (re-created in
-- 20261127001410_agent_application_escalation). A meeting already begun or past stays as it is, with its outcome.

alter table public.mail_jobs
  add column cancelled_meeting_id uuid references public.appointments (id) on delete set null;

comment on column public.mail_jobs.cancelled_meeting_id is
  'A closing stage e-mail to an agent applicant: the next meeting the move cancelled, which the e-mail names.';

-- Cancels the application's meetings that have not started, auditing each as p_actor's; returns the one that was
-- next (null when none). The caller holds the application's lock.
create function private.cancel_agent_meetings_ahead(p_actor public.staff, p_application_id text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_meeting record;
  v_next uuid;
begin
  for v_meeting in
    select a.id, a.status from public.appointments a
    where a.agent_application_id = p_application_id
      and a.status in ('pending', 'confirmed')
      and a.scheduled_at > pg_catalog.now()
    order by a.scheduled_at
    for update
  loop
    update public.appointments a
    set status = 'cancelled', updated_at = pg_catalog.now(), revision = a.revision + 1
    where a.id = v_meeting.id;
    perform private.write_audit(p_actor, 'appointment_status_changed', v_meeting.id, null, null, v_meeting.status,
      'cancelled', pg_catalog.jsonb_build_object('agent_application_id', p_application_id));
    v_next := coalesce(v_next, v_meeting.id);
  end loop;
  return v_next;
end
$$;

revoke execute on function private.cancel_agent_meetings_ahead(public.staff, text) from public;

-- As in 20261127000801_agent_decline_note_required, and a move into a closed stage cancels the meetings ahead.
create or replace function public.staff_move_agent_application(
  p_id text,
  p_stage text,
  p_decline_reason text default null,
  p_decline_note text default null
)
returns public.agent_applications
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor public.staff := private.require_staff();
  v_before public.agent_applications;
  v_after public.agent_applications;
  v_note text := nullif(pg_catalog.btrim(p_decline_note), '');
  v_job_id uuid;
  v_cancelled uuid;
begin
  v_before := private.lock_agent_application(p_id);
  if p_stage = 'documents_requested' then
    raise sqlstate 'PT400' using message = 'document_required',
      detail = 'Ask for a document again to move an application to documents_requested.';
  end if;
  perform private.require_transition(
    private.agent_stage_move_allowed(v_before.stage, p_stage),
    pg_catalog.format('A %s application cannot become %s.', v_before.stage, p_stage)
  );
  if (p_stage = 'declined') <> (p_decline_reason is not null)
    or (p_decline_note is not null and p_decline_reason is null) then
    raise sqlstate 'PT400' using message = 'decline_reason',
      detail = 'A decline needs its reason; no other move takes one.';
  end if;
  if p_decline_reason = any (private.agent_decline_reasons_needing_note()) and v_note is null then
    raise sqlstate 'PT400' using message = 'decline_note_required',
      detail = 'This decline reason needs the team''s note.';
  end if;

  update public.agent_applications a
  set stage = p_stage,
    decline_reason = p_decline_reason,
    decline_note = v_note,
    updated_at = pg_catalog.now(),
    first_response_at = coalesce(a.first_response_at, pg_catalog.now())
  where a.id = p_id
  returning * into v_after;

  if p_stage = any (private.agent_stages_closed()) then
    v_cancelled := private.cancel_agent_meetings_ahead(v_actor, p_id);
  end if;
  v_job_id := private.enqueue_agent_application_mail('agent_application_' || p_stage, 'visitor', p_id);
  if v_cancelled is not null then
    update public.mail_jobs j set cancelled_meeting_id = v_cancelled where j.id = v_job_id;
  end if;
  perform private.write_agent_audit(v_actor, 'agent_application_stage_changed', p_id, v_before.stage, p_stage,
    case when p_decline_reason is null then '{}'::jsonb
      else pg_catalog.jsonb_build_object('decline_reason', p_decline_reason) end);
  return v_after;
end
$$;
