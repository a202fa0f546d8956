-- A declined or withdrawn application keeps no meeting ahead (docs/product.md §18.7, docs/decisions.md D84). The
-- move that closes it cancels, in the same transaction, each of its meetings that has not started: cancelled as
-- staff cancel a booking (a new revision, so its reminders are dropped by the reminder trigger and the staff feed
-- leaves it out; audited with who), with no booking_cancelled e-mail. The applicant's one e-mail is the stage's
-- (declined or withdrawn), which names the next meeting it cancelled and carries the calendar's cancellation:
-- mail_jobs.cancelled_meeting_id points at it, and the claim returns it as the job's booking. A meeting already
-- begun or past stays as it is, with its outcome.

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

-- The claim returns a closing stage e-mail's cancelled meeting as its booking. Otherwise as
-- 20261127001000_agent_meetings.
create or replace function public.claim_mail_jobs(
  p_limit integer,
  p_lease_seconds integer,
  p_appointment_id uuid default null
)
returns table (
  id uuid,
  template text,
  recipient text,
  attempts integer,
  max_attempts integer,
  appointment_revision integer,
  manage_token text,
  appointment jsonb,
  inquiry jsonb,
  first_attempt_at timestamptz,
  agent_application jsonb
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_limit is null or p_limit not between 1 and 100
    or p_lease_seconds is null or p_lease_seconds not between 10 and 900 then
    raise sqlstate 'PT400' using message = 'invalid_claim',
      detail = 'p_limit must be 1-100 and p_lease_seconds 10-900.';
  end if;

  return query
    with due as (
      select j.id
      from public.mail_jobs j
      where (
          (j.status = 'pending' and j.next_attempt_at <= pg_catalog.now())
          or (j.status = 'sending' and j.lease_expires_at <= pg_catalog.now())
        )
        and j.attempts < j.max_attempts
        and (p_appointment_id is null or j.appointment_id = p_appointment_id)
      order by j.next_attempt_at, j.created_at
      limit p_limit
      for update skip locked
    ),
    claimed as (
      update public.mail_jobs j
      set status = 'sending',
        attempts = j.attempts + 1,
        first_attempt_at = coalesce(j.first_attempt_at, pg_catalog.now()),
        lease_expires_at = pg_catalog.now() + pg_catalog.make_interval(secs => p_lease_seconds)
      from due
      where j.id = due.id
      returning j.*
    )
    select c.id, c.template, c.recipient, c.attempts, c.max_attempts, c.appointment_revision, t.token,
      case when a.id is null then null else pg_catalog.jsonb_build_object(
        'id', a.id, 'name', a.name, 'email', a.email, 'phone', a.phone, 'company', a.company,
        'scheduled_at', a.scheduled_at, 'ends_at', a.ends_at, 'duration', a.duration,
        'meeting_type', a.meeting_type, 'topic', a.topic, 'notes', a.notes, 'status', a.status,
        'revision', a.revision, 'created_at', a.created_at, 'visitor_time_zone', a.visitor_time_zone,
        'meeting_url', a.meeting_url, 'purpose', a.purpose, 'place', a.place) end,
      case when i.id is null then null else pg_catalog.jsonb_build_object(
        'id', i.id, 'kind', i.kind, 'name', i.name, 'email', i.email, 'phone', i.phone,
        'company', i.company, 'details', i.details, 'subscribe', i.subscribe, 'created_at', i.created_at) end,
      c.first_attempt_at,
      case when g.id is null then null else pg_catalog.jsonb_build_object(
        'id', g.id, 'reference', g.reference, 'language', g.language, 'full_name', g.full_name,
        'mobile', g.mobile, 'email', g.email, 'store_name', g.store_name, 'store_type', g.store_type,
        'years_in_operation', g.years_in_operation, 'region_code', g.region_code,
        'province_code', g.province_code, 'city_code', g.city_code, 'barangay_code', g.barangay_code,
        'business_package', g.business_package, 'heard_from', g.heard_from, 'stage', g.stage,
        'created_at', g.created_at, 'decline_reason', g.decline_reason,
        'requested_document', case when d.id is null then null
          else pg_catalog.jsonb_build_object('kind', d.kind, 'reason', d.review_reason) end) end
    from claimed c
    left join public.appointments a on a.id = coalesce(c.appointment_id, c.cancelled_meeting_id)
    left join public.inquiries i on i.id = c.inquiry_id
    left join public.agent_applications g on g.id = coalesce(c.agent_application_id, a.agent_application_id)
    left join public.agent_application_documents d on d.id = c.agent_document_id
    left join private.mail_job_tokens t on t.job_id = c.id;
end
$$;
